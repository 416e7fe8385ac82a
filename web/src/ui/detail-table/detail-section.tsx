import type { ReactNode, Ref } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** A titled part of a detail panel (header, lines, documents …) with an optional button beside its title. */
export function DetailSection({
  title,
  id,
  action,
  children,
  ref,
}: {
  title: string;
  id: string;
  action?: ReactNode;
  children: ReactNode;
  ref?: Ref<HTMLElement>;
}) {
  return (
    <Box component="section" aria-labelledby={id} ref={ref}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ mb: 0.5 }}>
        <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600, flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Box>
  );
}
