import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { InvoiceLanguage } from '../../../generated/graphql';
import { describeFailure } from '../../../core/errors';
import { rememberedLanguage } from './pdf-format';
import { useProForma } from './use-pro-forma';

export interface ProFormaDialogProps {
  /** The order to print; the dialog is open while set. */
  salesOrderId: string | null;
  onClose: () => void;
}

/** Asks the PDF's language (Dutch or English, remembered in the browser), then makes the PDF. */
export function ProFormaDialog({ salesOrderId, onClose }: ProFormaDialogProps) {
  const { t } = useTranslation(['invoicing', 'common', 'app']);
  const [language, setLanguage] = useState<InvoiceLanguage>(rememberedLanguage);
  const [failure, setFailure] = useState<unknown>(null);
  const { make, busy } = useProForma();
  const close = () => {
    if (busy) return;
    setFailure(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!salesOrderId) return;
    setFailure(null);
    try {
      await make(salesOrderId, language);
      onClose();
    } catch (error) {
      setFailure(error ?? new Error('failed'));
    }
  };
  return (
    <Dialog open={salesOrderId !== null} onClose={close} aria-labelledby="pro-forma-title" maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle id="pro-forma-title">{t('invoicing:proForma.title', { id: salesOrderId ?? '' })}</DialogTitle>
        <DialogContent>
          {failure !== null && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {describeFailure(failure, t)}
            </Alert>
          )}
          <RadioGroup aria-label={t('invoicing:proForma.language')} value={language} onChange={(e) => setLanguage(e.target.value as InvoiceLanguage)}>
            <FormControlLabel value="DUTCH" control={<Radio />} label={t('invoicing:proForma.dutch')} />
            <FormControlLabel value="ENGLISH" control={<Radio />} label={t('invoicing:proForma.english')} />
          </RadioGroup>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} color="inherit" disabled={busy !== null}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy !== null}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {busy ? t('invoicing:proForma.making') : t('invoicing:proForma.make')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
