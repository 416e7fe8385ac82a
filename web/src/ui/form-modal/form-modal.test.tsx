import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { FormModal } from './form-modal';

describe('FormModal', () => {
  it('is a dialog named by its title that holds the form and closes on its button and on Esc', async () => {
    const user = userEvent.setup({ delay: null });
    const onClose = jest.fn();
    renderWithProviders(
      <FormModal title="Order bewerken" closeLabel="Sluiten" onClose={onClose}>
        <label>
          Referentie <input />
        </label>
      </FormModal>,
    );
    const dialog = screen.getByRole('dialog', { name: /Order bewerken/ });
    expect(dialog).toContainElement(screen.getByRole('textbox', { name: 'Referentie' }));
    await user.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while not open', () => {
    renderWithProviders(
      <FormModal open={false} title="Order bewerken" closeLabel="Sluiten" onClose={() => undefined}>
        <p>formulier</p>
      </FormModal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
