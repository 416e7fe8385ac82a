import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { SlideIn } from './slide-in';

describe('SlideIn', () => {
  it("leaves the page's styles alone when it opens: no scroll lock on <body>, which made the browser lay out the whole page", () => {
    renderWithProviders(
      <SlideIn open onClose={jest.fn()} title="Order #12">
        <p>Lines</p>
      </SlideIn>,
    );
    expect(screen.getByRole('dialog', { name: 'Order #12' })).toBeInTheDocument();
    expect(document.body.getAttribute('style') ?? '').toBe('');
  });

  it('shows title, content and footer in a labelled dialog', () => {
    renderWithProviders(
      <SlideIn open onClose={jest.fn()} title="Order #12" footer={<button>Save</button>}>
        <p>Lines</p>
      </SlideIn>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Order #12' });
    expect(dialog).toHaveTextContent('Lines');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('closes with the close button (labelled in the UI language) and with Esc', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithProviders(
      <SlideIn open onClose={onClose} title="Product">
        <input aria-label="name" />
      </SlideIn>,
      { language: 'en_US' },
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.click(screen.getByLabelText('name'));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    renderWithProviders(
      <SlideIn open={false} onClose={jest.fn()} title="Hidden">
        <p>secret</p>
      </SlideIn>,
    );
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
