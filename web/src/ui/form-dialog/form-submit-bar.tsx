import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { FORM_SUBMIT_BAR_CLASS } from '../theme/focus-styles';

/**
 * The Save of a form that scrolls in its slide-in or modal: it sticks to the bottom of the scroll
 * area, so it is reachable without scrolling on a low window (issue 34: half cut off at 720 px).
 */
export function FormSubmitBar({ children }: { children: ReactNode }) {
  return (
    <Box
      data-testid="form-submit-bar"
      className={FORM_SUBMIT_BAR_CLASS}
      sx={{
        position: 'sticky',
        bottom: 0,
        zIndex: 2,
        bgcolor: 'background.paper',
        display: 'flex',
        gap: 1,
        py: 1,
      }}
    >
      {children}
    </Box>
  );
}
