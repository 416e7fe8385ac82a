import type { ReactNode } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * What a list screen's root is in the app shell's column: it takes the screen's remaining height,
 * so that its DataTable (which grows into what is left) scrolls its own rows and renders only
 * those in view.
 */
export const LIST_SCREEN_SX = { flex: '1 1 auto', minHeight: 0 } as const;

/**
 * A wrapper around a list screen's DataTable (e.g. the Box that preloads the screen's forms on hover
 * or focus) keeps the column going: the table inside still takes the remaining height.
 */
export const LIST_TABLE_SX = { flex: '1 1 0', minHeight: 0, display: 'flex', flexDirection: 'column' } as const;

/** A list screen: its title as the page's heading, then the table and what goes with it (totals, panels, dialogs). */
export function ListPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2} sx={LIST_SCREEN_SX}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
