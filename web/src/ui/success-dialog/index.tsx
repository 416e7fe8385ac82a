import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's 'Success' dialog after a delete: a title, one sentence, OK. Open while `message` is set. */
export function SuccessDialog({ title, message, onClose }: { title: string; message: string | null; onClose: () => void }) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby={id} maxWidth="xs" fullWidth>
      <DialogTitle id={id}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose} autoFocus>
          {t('common:actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
