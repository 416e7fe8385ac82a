import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { RowActions } from './row-actions';
import { CellIconButton } from './cell-icon-button';

describe('RowActions', () => {
  it('offers edit and delete with the row in their names, and calls back', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    renderWithProviders(<RowActions editLabel="Bewerk 7" onEdit={onEdit} deleteLabel="Verwijder 7" onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Bewerk 7' }));
    await userEvent.click(screen.getByRole('button', { name: 'Verwijder 7' }));
    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it("gives the buttons their hint in the user's language, without a translation hook per row", () => {
    const { unmount } = renderWithProviders(<RowActions onEdit={() => undefined} onDelete={() => undefined} />, { language: 'en_US' });
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('title', 'Edit');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveAttribute('title', 'Delete');
    unmount();
    renderWithProviders(<RowActions onEdit={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Bewerken' })).toHaveAttribute('title', 'Bewerken');
  });

  it('shows no delete button where the row may not be deleted', () => {
    renderWithProviders(<RowActions editLabel="Bewerk 7" onEdit={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Bewerk 7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Verwijder/ })).not.toBeInTheDocument();
  });
});

describe('CellIconButton', () => {
  it('is a plain button named for its row, with its hint, its icon hidden from screen readers, and no MUI component', async () => {
    const onClick = jest.fn();
    renderWithProviders(<CellIconButton icon="delete" tone="error" aria-label="Order 412 verwijderen" title="Verwijderen" onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Order 412 verwijderen' });
    expect(button).toHaveAttribute('title', 'Verwijderen');
    expect(button).toHaveAttribute('type', 'button'); // never submits a form it sits in
    expect(button).toHaveClass('cell-icon-button', 'cell-icon-button-error');
    expect(button).not.toHaveClass('MuiButtonBase-root');
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
