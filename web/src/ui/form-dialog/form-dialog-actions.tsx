import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import { useTranslation } from 'react-i18next';

export interface FormDialogActionsProps {
  onCancel: () => void;
  /** While true the save button says so and cannot be pressed twice. */
  saving: boolean;
  /** The submit button's words; "Save" by default. */
  submitLabel?: string;
  /** The Save button's `aria-keyshortcuts` (the form's save hook says which). */
  keyShortcuts?: string;
}

/** Cancel and Save at the foot of a form dialog; Save submits the surrounding form. */
export function FormDialogActions({ onCancel, saving, submitLabel, keyShortcuts }: FormDialogActionsProps) {
  const { t } = useTranslation('common');
  return (
    <DialogActions>
      <Button onClick={onCancel} color="inherit">
        {t('actions.cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={saving} aria-keyshortcuts={keyShortcuts}>
        {saving ? t('status.saving') : (submitLabel ?? t('actions.save'))}
      </Button>
    </DialogActions>
  );
}
