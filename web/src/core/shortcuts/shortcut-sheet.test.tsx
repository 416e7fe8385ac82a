import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { ShortcutSheetHost } from './shortcut-sheet-host';

function Screen() {
  return (
    <>
      <label>
        Referentie <input />
      </label>
      <button type="button">Opslaan</button>
      <ShortcutSheetHost />
    </>
  );
}

describe('the shortcut sheet', () => {
  it('opens on ? outside a text field, lists the registry in Dutch, and gives the focus back on close', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Screen />);
    const save = screen.getByRole('button', { name: 'Opslaan' });
    act(() => save.focus());
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Sneltoetsen' });
    expect(sheet).toHaveTextContent('Een regel toevoegen aan de regels van de open order of factuur');
    expect(sheet).toHaveTextContent('Alt+Shift+L');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(save).toHaveFocus();
  });

  it("lists a feature's shortcut on every screen beside the registry's, in the app's words", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ShortcutSheetHost features={[{ keys: 'Control+K Meta+K /', label: 'shortcuts.search' }]} />, { language: 'en_US' });
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(sheet).toHaveTextContent(/Ctrl.*K/);
    expect(sheet).toHaveTextContent('Find anything');
  });

  it('is in English for an English user', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Screen />, { language: 'en_US' });
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(sheet).toHaveTextContent('Add a line to the lines of the open order or invoice');
  });

  it('leaves a ? typed in a text field to the field', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Screen />);
    const field = screen.getByRole('textbox', { name: 'Referentie' });
    await user.type(field, 'wat?');
    expect(field).toHaveValue('wat?');
    // the sheet's code would have loaded by now
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
