import { useState } from 'react';
import { screen, waitFor, act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { ConfirmDialog } from './confirm-dialog';
import { useConfirm } from './use-confirm';

function deferred() {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('ConfirmDialog', () => {
  it('uses the default texts in Dutch and English', () => {
    const { unmount } = renderWithProviders(<ConfirmDialog open onConfirm={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Verwijderen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Annuleren' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<ConfirmDialog open onConfirm={jest.fn()} onClose={jest.fn()} />, { language: 'en_US' });
    expect(screen.getByText('Are you sure to do this.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('focuses the confirm button by default, Cancel when asked (an irreversible action: a reflex Enter does nothing)', () => {
    const { unmount } = renderWithProviders(<ConfirmDialog open onConfirm={jest.fn()} onClose={jest.fn()} />, { language: 'en_US' });
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    unmount();
    renderWithProviders(<ConfirmDialog open focus="cancel" confirmLabel="Send" onConfirm={jest.fn()} onClose={jest.fn()} />, { language: 'en_US' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('cancel closes without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(
      <ConfirmDialog open title="Approve" message="Are you sure to approve this price?" confirmLabel="OK" onConfirm={onConfirm} onClose={onClose} />,
      { language: 'en_US' },
    );
    expect(screen.getByRole('dialog', { name: 'Approve' })).toHaveTextContent('Are you sure to approve this price?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows a spinner while an async confirm runs and closes when it succeeds', async () => {
    const user = userEvent.setup();
    const work = deferred();
    const onClose = jest.fn();
    renderWithProviders(<ConfirmDialog open onConfirm={() => work.promise} onClose={onClose} />, { language: 'en_US' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delete/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled(); // cannot be dismissed while busy
    await act(async () => work.resolve());
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the error of a failed confirm in the dialog and stays open', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(<ConfirmDialog open onConfirm={() => Promise.reject(new Error('The period is in use'))} onClose={onClose} />, { language: 'en_US' });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The period is in use')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('falls back to a generic message for errors without text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ConfirmDialog open onConfirm={() => Promise.reject({})} onClose={jest.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Verwijderen' }));
    expect(await screen.findByText('De actie is mislukt.')).toBeInTheDocument();
  });
});

describe('useConfirm', () => {
  function Harness({ onResult, action }: { onResult: (r: boolean) => void; action: () => Promise<void> }) {
    const { confirm, dialog } = useConfirm();
    const [count, setCount] = useState(0);
    return (
      <>
        <button
          onClick={async () => {
            const ok = await confirm({ message: 'Remove user?', onConfirm: action });
            if (ok) setCount((c) => c + 1);
            onResult(ok);
          }}
        >
          remove
        </button>
        <span data-testid="count">{count}</span>
        {dialog}
      </>
    );
  }

  it('resolves true after confirming and false after cancelling', async () => {
    const user = userEvent.setup();
    const onResult = jest.fn();
    const action = jest.fn(() => Promise.resolve());
    renderWithProviders(<Harness onResult={onResult} action={action} />, { language: 'en_US' });
    await user.click(screen.getByText('remove'));
    expect(screen.getByText('Remove user?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(true));
    expect(action).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('count')).toHaveTextContent('1');
    await user.click(screen.getByText('remove'));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(false));
    expect(action).toHaveBeenCalledTimes(1);
  });
});
