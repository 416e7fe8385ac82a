import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { RefusedError } from '../errors';
import { useAskDelete } from './use-ask-delete';
import { useRowDelete, type RowDeleteTexts } from './use-row-delete';

interface Row {
  id: string;
  code: string;
}

const TEXTS: RowDeleteTexts<Row> = {
  confirmTitle: 'Product verwijderen',
  confirmMessage: (row) => `Product ${row.code} verwijderen?`,
  success: { title: 'Gelukt', message: (row) => `Product ${row.code} is verwijderd.` },
};

function Rows({ run, texts = TEXTS }: { run: (row: Row) => Promise<unknown>; texts?: RowDeleteTexts<Row> }) {
  const deletion = useRowDelete(run, texts);
  return (
    <>
      <button type="button" onClick={() => deletion.ask({ id: '7', code: 'P010007' })}>
        P010007 verwijderen
      </button>
      {deletion.dialogs}
    </>
  );
}

describe('useRowDelete', () => {
  it('asks first, deletes inside the dialog, then says what went in the Success dialog', async () => {
    const user = userEvent.setup({ delay: null });
    const run = jest.fn(() => Promise.resolve());
    renderWithProviders(<Rows run={run} />);
    await user.click(screen.getByRole('button', { name: 'P010007 verwijderen' }));
    const confirm = screen.getByRole('dialog', { name: 'Product verwijderen' });
    expect(confirm).toHaveTextContent('Product P010007 verwijderen?');
    expect(run).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(run).toHaveBeenCalledWith({ id: '7', code: 'P010007' });
    const success = await screen.findByRole('dialog', { name: 'Gelukt' });
    expect(success).toHaveTextContent('Product P010007 is verwijderd.');
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('deletes nothing on Cancel', async () => {
    const user = userEvent.setup({ delay: null });
    const run = jest.fn(() => Promise.resolve());
    renderWithProviders(<Rows run={run} />);
    await user.click(screen.getByRole('button', { name: 'P010007 verwijderen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(run).not.toHaveBeenCalled();
  });

  it('keeps the question open with the refusal in the user’s words, and shows no Success dialog where the screen has none', async () => {
    const user = userEvent.setup({ delay: null });
    const run = jest.fn(() => Promise.reject(new RefusedError({ code: 'ORDER_COMPLETED', message: 'completed', field: null })));
    renderWithProviders(<Rows run={run} texts={{ confirmTitle: TEXTS.confirmTitle, confirmMessage: TEXTS.confirmMessage }} />);
    await user.click(screen.getByRole('button', { name: 'P010007 verwijderen' }));
    const confirm = screen.getByRole('dialog', { name: 'Product verwijderen' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(/afgewerkt|gefactureerd/i);
    expect(screen.queryByRole('dialog', { name: 'Gelukt' })).not.toBeInTheDocument();
  });
});

function Lines({ run }: { run: () => Promise<unknown> }) {
  const { askDelete, dialog } = useAskDelete();
  return (
    <>
      <button type="button" onClick={() => askDelete('Regel P010001 verwijderen?', run)}>
        Regel verwijderen
      </button>
      {dialog}
    </>
  );
}

describe('useAskDelete', () => {
  it('asks with Delete and Cancel, runs the delete inside the dialog and closes after it', async () => {
    const user = userEvent.setup({ delay: null });
    const run = jest.fn(() => Promise.resolve());
    renderWithProviders(<Lines run={run} />);
    await user.click(screen.getByRole('button', { name: 'Regel verwijderen' }));
    const confirm = screen.getByRole('dialog', { name: 'Bevestigen' });
    expect(confirm).toHaveTextContent('Regel P010001 verwijderen?');
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(run).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a failure in words inside the dialog', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Lines run={() => Promise.reject(new Error('network down'))} />);
    await user.click(screen.getByRole('button', { name: 'Regel verwijderen' }));
    const confirm = screen.getByRole('dialog', { name: 'Bevestigen' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('Er ging iets mis. Probeer het opnieuw.');
  });
});
