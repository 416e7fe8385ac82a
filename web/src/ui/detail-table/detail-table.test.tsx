import { required } from '../required';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../test/render';
import { Fact } from '../facts';
import { DetailSection } from './detail-section';
import { DetailTable, type DetailTableProps } from './detail-table';
import { DeleteLineAction, EditLineAction, LineAction } from './line-action';

interface Line {
  id: string;
  product: string;
  amount: string;
  container: string | null;
}

const LINES: Line[] = [
  { id: '1', product: 'Tarwe', amount: '€ 10,00', container: 'MSCU1234565' },
  { id: '2', product: 'Gerst', amount: '€ 20,00', container: null },
];

function renderTable(props: Partial<DetailTableProps<Line>> = {}) {
  return renderWithProviders(
    <DetailSection title="Productregels" id="lines-title" action={<button type="button">Toevoegen</button>}>
      <DetailTable<Line>
        rows={LINES}
        rowKey={(line) => line.id}
        labelledBy="lines-title"
        empty="Nog geen regels."
        columns={[
          { key: 'product', header: 'Product', cell: (line) => line.product },
          { key: 'amount', header: 'Bedrag', align: 'right', cell: (line) => line.amount },
          false,
        ]}
        {...props}
      />
    </DetailSection>,
  );
}

describe('DetailTable', () => {
  it('is named by its section heading and shows a row a line with the columns given (a false column left out)', () => {
    renderTable();
    const section = screen.getByRole('region', { name: 'Productregels' });
    expect(within(section).getByRole('button', { name: 'Toevoegen' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Productregels' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Product', 'Bedrag']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Tarwe€ 10,00');
    expect(within(required(rows[2], 'the second line')).getAllByRole('cell')[1]).toHaveStyle({ textAlign: 'right' });
  });

  it('says so when there are no lines, without a table', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('Nog geen regels.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('unfolds and folds a line’s facts with its arrow, one line at a time', async () => {
    const user = userEvent.setup();
    renderTable({
      details: {
        expandLabel: (line) => `Details van ${line.product} tonen`,
        collapseLabel: (line) => `Details van ${line.product} verbergen`,
        content: (line) => <Fact label="Container">{line.container}</Fact>,
      },
    });
    // the arrow column and a details row under every line
    expect(screen.getAllByRole('columnheader')).toHaveLength(3);
    expect(screen.queryByText('MSCU1234565')).not.toBeInTheDocument();
    const open = screen.getByRole('button', { name: 'Details van Tarwe tonen' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(await screen.findByText('MSCU1234565')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Details van Tarwe verbergen' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Details van Gerst tonen' })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: 'Details van Gerst tonen' }));
    // an empty fact reads as a dash
    expect(await screen.findByText('—')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Details van Tarwe verbergen' }));
    expect(screen.getByRole('button', { name: 'Details van Tarwe tonen' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('has an actions column only when actions are given, with buttons and links named after the line', async () => {
    const user = userEvent.setup();
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    const { unmount } = renderTable({
      actions: {
        header: 'Acties',
        cell: (line) => (
          <>
            <LineAction icon={<span aria-hidden>↗</span>} label={`Order van ${line.product} openen`} href={`/sales-order/${line.id}`} />
            <EditLineAction label={`${line.product} bewerken`} tooltip="Bewerken" onClick={() => onEdit(line.id)} />
            <DeleteLineAction label={`${line.product} verwijderen`} onClick={() => onDelete(line.id)} />
          </>
        ),
      },
    });
    expect(screen.getByRole('columnheader', { name: 'Acties' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order van Gerst openen' })).toHaveAttribute('href', '/sales-order/2');
    expect(screen.getByRole('link', { name: 'Order van Gerst openen' })).toHaveAttribute('target', '_blank');
    await user.click(screen.getByRole('button', { name: 'Tarwe bewerken' }));
    await user.click(screen.getByRole('button', { name: 'Gerst verwijderen' }));
    expect(onEdit).toHaveBeenCalledWith('1');
    expect(onDelete).toHaveBeenCalledWith('2');
    unmount();
    renderTable();
    expect(screen.queryByRole('columnheader', { name: 'Acties' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /verwijderen/ })).not.toBeInTheDocument();
  });
});
