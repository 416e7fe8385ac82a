import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Notice } from '../../ui/notify';
import { AddSalesOrderTextLineDocument, UpdateSalesOrderTextLineDocument } from '../../generated/graphql';
import { type FormProblem, describeProblem } from '../../core/errors';
import { muiField } from '../../core/forms';
import { fieldRefusals } from '../../core/payloads';
import { FormDialog, FormDialogActions } from '../../ui/form-dialog';
import { useConflict } from '../../core/history';
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
  const [addTextLine, { loading: adding }] = useMutation(AddSalesOrderTextLineDocument);
  const [updateTextLine, { loading: updating }] = useMutation(UpdateSalesOrderTextLineDocument);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const form = useForm<{ text: string }>({ defaultValues: { text: textLine?.text ?? '' } });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = form;
  const readOrder = useReadOrder(salesOrderId);
  const conflict = useConflict({
    version: textLine?.version,
    reload: async () => (await readOrder())?.textLines.find((tl) => tl.id === textLine?.id),
    fieldsOf: (tl) => ({ text: tl.text }),
    form,
  });

  const onSubmit = async ({ text }: { text: string }) => {
    setProblem(null);
    conflict.clear();
    try {
      const payload = textLine
        ? (
            await updateTextLine({
              variables: { input: { salesOrderId, id: textLine.id, text: text.trim(), unlocked, expectedVersion: conflict.baseVersion } },
            })
          ).data?.updateSalesOrderTextLine
        : (await addTextLine({ variables: { input: { salesOrderId, text: text.trim(), unlocked } } })).data?.addSalesOrderTextLine;
      if (!payload) return setProblem({ error: null });
      if (conflict.onRefused(payload.userErrors)) return;
      if (payload.userErrors.length > 0) {
        const rest = fieldRefusals(payload.userErrors, setError, ['text'], t);
        if (rest) setProblem({ userError: rest });
        return;
      }
      onSaved();
    } catch (error) {
      setProblem({ error });
    }
  };

  const submit = handleSubmit(onSubmit);
  const message = describeProblem(problem, t);
  const saving = adding || updating;

  return (
    <FormDialog open onClose={onClose} dirty={isDirty} fullWidth maxWidth="sm" aria-labelledby="text-line-title">
      <DialogTitle id="text-line-title">{textLine ? t('salesOrders:textLines.editTitle') : t('salesOrders:textLines.addTitle')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <Notice message={message} onClose={() => setProblem(null)} sx={{ mb: 0 }} />
            {conflict.panel}
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
        <FormDialogActions onCancel={onClose} saving={saving} />
      </Box>
    </FormDialog>
  );
}
