import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Notice } from '../../ui/notify';
import { AddSalesOrderTextLineDocument, UpdateSalesOrderTextLineDocument } from '../../generated/graphql';
import { muiField } from '../../core/forms';
import { FormDialog, FormDialogActions } from '../../ui/form-dialog';
import { useFormSave } from '../../core/form-save';
import { useReadOrder } from './use-read-order';

export interface TextLineDialogProps {
  salesOrderId: string;
  /** The text line to edit; without one the dialog adds one. */
  textLine?: { id: string; version: string; text: string } | null;
  unlocked: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** Text line add / edit (spec 02 §2.4): one required text. Enter saves; Shift+Enter starts a new line. */
export function TextLineDialog({ salesOrderId, textLine, unlocked, onClose, onSaved }: TextLineDialogProps) {
  const { t } = useTranslation(['salesOrders', 'common', 'app']);
  const form = useForm<{ text: string }>({ defaultValues: { text: textLine?.text ?? '' } });
  const {
    register,
    formState: { errors, isDirty },
  } = form;
  const readOrder = useReadOrder(salesOrderId);
  const save = useFormSave({
    form,
    fields: ['text'],
    conflict: {
      version: textLine?.version,
      reload: async () => (await readOrder())?.textLines.find((tl) => tl.id === textLine?.id),
      fieldsOf: (tl) => ({ text: tl.text }),
    },
    send: async ({ text }, { mutate, expectedVersion }) => {
      const payload = textLine
        ? (await mutate(UpdateSalesOrderTextLineDocument, { input: { salesOrderId, id: textLine.id, text: text.trim(), unlocked, expectedVersion } }))
            ?.updateSalesOrderTextLine
        : (await mutate(AddSalesOrderTextLineDocument, { input: { salesOrderId, text: text.trim(), unlocked } }))?.addSalesOrderTextLine;
      return { payload, record: payload };
    },
    onSaved: () => onSaved(),
  });
  const submit = save.submit;

  return (
    <FormDialog open onClose={onClose} dirty={isDirty} fullWidth maxWidth="sm" aria-labelledby="text-line-title">
      <DialogTitle id="text-line-title">{textLine ? t('salesOrders:textLines.editTitle') : t('salesOrders:textLines.addTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <Notice message={save.message} onClose={save.clearProblem} sx={{ mb: 0 }} />
            {save.conflictPanel}
            <TextField
              {...muiField(register('text', { validate: (v) => v.trim() !== '' || t('salesOrders:validation.required') }))}
              label={t('salesOrders:textLines.text')}
              required
              autoFocus
              multiline
              minRows={2}
              fullWidth
              onKeyDown={(event) => {
                // A text line is one line on the invoice: Enter saves, as in the other dialogs.
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void submit();
                }
              }}
              error={!!errors.text}
              helperText={errors.text?.message}
            />
          </Stack>
        </DialogContent>
        <FormDialogActions onCancel={onClose} saving={save.saving} keyShortcuts={save.keyShortcuts} />
      </Box>
    </FormDialog>
  );
}
