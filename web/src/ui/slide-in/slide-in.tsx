import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { useCloseGuard } from '../close-guard';

export interface SlideInProps {
  open: boolean;
  /**
   * Called on the close button, Esc and a click on the backdrop; when a form inside (useFormGuard)
   * has unsaved input, only after the user chose to discard it or keep it as a draft.
   */
  onClose: () => void;
  title: ReactNode;
  /** Extra controls in the header, left of the close button (e.g. an edit button). */
  headerActions?: ReactNode;
  /** A footer that stays visible below the scrolling content (e.g. Save). */
  footer?: ReactNode;
  children?: ReactNode;
  /** Width from the 'sm' breakpoint up; full width on phones. Default 560. */
  width?: number | string;
  /** Keep the content mounted while closed (preserves form state). */
  keepMounted?: boolean;
}

/** A panel sliding in from the right, for detail views and add/edit forms. */
export function SlideIn({ open, onClose, title, headerActions, footer, children, width = 560, keepMounted = false }: SlideInProps) {
  const { t } = useTranslation('ui');
  const titleId = useId();
  const guard = useCloseGuard(onClose);
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={guard.requestClose}
      keepMounted={keepMounted}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: { xs: '100%', sm: width }, maxWidth: '100%', display: 'flex', flexDirection: 'column' },
        },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, minHeight: 52 }}>
        <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {title}
        </Typography>
        {headerActions}
        <IconButton onClick={guard.requestClose} aria-label={t('slideIn.close')} title={t('slideIn.close')} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Divider />
      {guard.provide(
        <>
          <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 2 }}>{children}</Box>
          {footer && (
            <>
              <Divider />
              <Box sx={{ px: 2, py: 1.25, display: 'flex', justifyContent: 'flex-end', gap: 1 }}>{footer}</Box>
            </>
          )}
        </>,
      )}
      {guard.dialog}
    </Drawer>
  );
}
