import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { RowActions } from './row-actions';

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

  it('shows no delete button where the row may not be deleted', () => {
    renderWithProviders(<RowActions editLabel="Bewerk 7" onEdit={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Bewerk 7' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Verwijder/ })).not.toBeInTheDocument();
  });
});
