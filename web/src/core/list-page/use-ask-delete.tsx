import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../../ui/confirm-dialog';
import { describeFailure } from '../errors';

/**
 * The confirmation of a delete inside a detail panel (a line, a transport, a document): `askDelete(
 * message, run)` asks 'Are you sure?' with Delete / Cancel, runs the delete inside the dialog and
 * shows its refusal or failure there in words. Render `dialog` once; `confirm` stays available for
 * other questions.
 */
export function useAskDelete() {
  const { t } = useTranslation(['common', 'app']);
  const { confirm, dialog } = useConfirm();
  const askDelete = useCallback(
    (message: string, run: () => Promise<unknown>) =>
      void confirm({
        message,
        confirmLabel: t('common:actions.delete'),
        cancelLabel: t('common:actions.cancel'),
        formatError: (error) => describeFailure(error, t),
        onConfirm: run,
      }),
    [confirm, t],
  );
  return { askDelete, confirm, dialog };
}
