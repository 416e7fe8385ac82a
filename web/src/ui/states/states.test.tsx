import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { EmptyState, ErrorState, LoadingState } from './states';

describe('LoadingState', () => {
  it('shows a spinner and a translated text', () => {
    renderWithProviders(<LoadingState />, { language: 'en_US' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.getByRole('progressbar')).toBeInTheDocument();
  });
});

describe('ErrorState', () => {
  it('explains the error in words and retries', async () => {
    const user = userEvent.setup();
    const onRetry = jest.fn();
    renderWithProviders(<ErrorState error={new Error('The provider is not available')} onRetry={onRetry} />, { language: 'en_US' });
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByRole('alert')).toHaveTextContent('The provider is not available');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has a generic Dutch message and no retry button without onRetry', () => {
    renderWithProviders(<ErrorState error={{}} />);
    expect(screen.getByRole('alert')).toHaveTextContent('De gegevens konden niet geladen worden.');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it('shows the default or given message and an action', () => {
    const { unmount } = renderWithProviders(<EmptyState />);
    expect(screen.getByText('Nog niets om te tonen')).toBeInTheDocument();
    unmount();
    renderWithProviders(<EmptyState message="No documents" action={<button>Upload</button>} />);
    expect(screen.getByText('No documents')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });
});
