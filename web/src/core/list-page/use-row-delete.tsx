import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { SuccessDialog } from '../../ui/success-dialog';
import { describeFailure } from '../errors';

export interface RowDeleteTexts<R> {
  /** The confirmation's title ('Delete sales order'). */
  confirmTitle: string;
  /** The confirmation's question about a row ('Delete order 412?'). */
  confirmMessage: (row: R) => string;
  /** The 'Success' dialog after the delete (the overviews of orders and invoices); none without. */
  success?: {
    title: string;
    /** Its sentence about the deleted row ('Order 412 has been deleted.'). */
    message: (row: R) => string;
  };
}

/**
 * The spec's delete of a list row: 'Are you sure?' (the delete runs inside the dialog, its refusal
 * or failure shown there in words), then, where the screen has one, the 'Success' dialog naming
 * what went. `run` throws to refuse (`acceptedOrThrow`, `RefusedError`). Answers `ask(row)` for the
 * row's delete button (stable) and the dialogs to render once.
 */
export function useRowDelete<R>(run: (row: R) => Promise<unknown>, texts: RowDeleteTexts<R>) {
  const { t } = useTranslation(['common', 'app']);
  const [deleting, setDeleting] = useState<R | null>(null);
  // what the question names stays while the dialog fades out
  const [asked, setAsked] = useState<R | null>(null);
  const [deleted, setDeleted] = useState<R | null>(null);
  const ask = useCallback((row: R) => {
    setDeleting(row);
    setAsked(row);
  }, []);

  const confirmDelete = async () => {
    if (deleting === null) return;
    await run(deleting);
    setDeleted(deleting);
  };

  const dialogs = (
    <>
      <ConfirmDialog
        open={deleting !== null}
        title={texts.confirmTitle}
        message={asked === null ? '' : texts.confirmMessage(asked)}
        confirmLabel={t('common:actions.delete')}
        cancelLabel={t('common:actions.cancel')}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
        formatError={(error) => describeFailure(error, t)}
      />
      {texts.success && (
        <SuccessDialog title={texts.success.title} message={deleted === null ? null : texts.success.message(deleted)} onClose={() => setDeleted(null)} />
      )}
    </>
  );
  return { ask, dialogs };
}
