import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApprovePurchasePriceDocument, RepriceOrderLinesDocument, type AffectedLineFragment } from '../../generated/graphql';
import { renderWithApollo } from '../../core/testing';
import { PriceTable } from './price-table';
import { RepriceDialog } from './reprice-dialog';
import { PRODUCT } from './test-fixtures';

const purchase = [
  ...PRODUCT.purchasePrices,
  {
    __typename: 'PurchasePrice' as const,
    id: '2',
    version: 'purchase-v2',
    price: '377.63',
    startDate: '2024-01-01',
    endDate: '2024-12-31',
    isApproved: true,
    canDelete: false,
  },
];

function table(props: Partial<Parameters<typeof PriceTable>[0]> = {}) {
  return <PriceTable kind="purchase" productId="1" prices={purchase} canApprove onAdd={jest.fn()} onEdit={jest.fn()} {...props} />;
}

const rowsOf = (name: string) => within(screen.getByRole('table', { name })).getAllByRole('row').slice(1);

describe('PriceTable', () => {
  it('shows the newest price by default and everything after Toon alles, remembered after a remount', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWithApollo(table());
    expect(screen.getByRole('button', { name: 'Toon nieuwste' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowsOf('Inkoopprijzen')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Toon alles' }));
    expect(rowsOf('Inkoopprijzen')).toHaveLength(3);
    unmount();
    renderWithApollo(table());
    expect(screen.getByRole('button', { name: 'Toon alles' })).toHaveAttribute('aria-pressed', 'true');
    expect(rowsOf('Inkoopprijzen')).toHaveLength(3);
  });

  it('remembers the choice per table: the sales list still shows the latest', async () => {
    const user = userEvent.setup();
    renderWithApollo(
      <>
        {table()}
        <PriceTable kind="sales" productId="1" prices={PRODUCT.salesPrices} canApprove onAdd={jest.fn()} onEdit={jest.fn()} />
      </>,
    );
    await user.click(within(screen.getByRole('group', { name: 'Weergave Inkoopprijzen' })).getByRole('button', { name: 'Toon alles' }));
    expect(within(screen.getByRole('group', { name: 'Weergave Verkoopprijzen' })).getByRole('button', { name: 'Toon nieuwste' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('asks before approving and approves (administrators)', async () => {
    const user = userEvent.setup();
    renderWithApollo(table(), {
      language: 'en_US',
      mocks: [
        {
          request: { query: ApprovePurchasePriceDocument, variables: { id: '4', productId: '1', expectedVersion: 'purchase-v4' } },
          result: {
            data: {
              approvePurchasePrice: {
                __typename: 'PurchasePricePayload',
                product: { __typename: 'Product', id: '1', salesPrice: null, purchasePrice: null, purchasePrices: [], salesPrices: [], transportPrices: [] },
                userErrors: [],
              },
            },
          },
        },
      ],
    });
    await user.click(screen.getByRole('button', { name: /Approve price € 396,86/ }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure to approve this price?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Price approved')).toBeInTheDocument();
  });

  it('offers no Approve button to others, delete only where allowed', async () => {
    const user = userEvent.setup();
    renderWithApollo(table({ canApprove: false }));
    expect(screen.queryByRole('button', { name: /goedkeuren/ })).not.toBeInTheDocument();
    expect(screen.getByText('Niet goedgekeurd')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toon alles' }));
    expect(screen.getAllByRole('button', { name: /verwijderen/ })).toHaveLength(1);
  });

  it('never offers to delete a transport price', () => {
    renderWithApollo(
      <PriceTable
        kind="transport"
        productId="1"
        prices={PRODUCT.transportPrices.map((p) => ({ ...p, canDelete: true }))}
        canApprove
        onAdd={jest.fn()}
        onEdit={jest.fn()}
      />,
    );
    expect(screen.getByText('Bakker Transport Ede (T0004)')).toBeInTheDocument();
    expect(screen.getByText('Blokvracht')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /verwijderen/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /goedkeuren/ })).toBeInTheDocument();
  });
});

const line = (id: string, order: string): AffectedLineFragment => ({
  __typename: 'AffectedOrderLine',
  id,
  salesOrderId: order,
  productCode: 'P010001',
  productDescription: 'Sojaschroot',
  loadingDate: '2026-03-04',
  quantity: '28',
  currentPrice: '396.86',
  newPrice: '410',
  pricingType: null,
});

describe('RepriceDialog', () => {
  it('keeps submit disabled until a line is ticked, then reprices the ticked lines', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithApollo(<RepriceDialog kind="purchase" lines={[line('31', '12'), line('32', '13')]} onClose={onClose} />, {
      mocks: [
        {
          request: { query: RepriceOrderLinesDocument, variables: { kind: 'PURCHASE', lines: [{ orderLineId: '32', salesOrderId: '13', newPrice: '410' }] } },
          result: { data: { repriceOrderLines: { __typename: 'RepriceOrderLinesPayload', repricedLineIds: ['32'], userErrors: [] } } },
        },
      ],
    });
    const dialog = screen.getByRole('dialog', { name: 'Prijswijziging overnemen' });
    expect(within(dialog).getAllByRole('row')).toHaveLength(3);
    const submit = within(dialog).getByRole('button', { name: 'Nieuwe prijs toepassen' });
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order 13 lijn 32 aanvinken' }));
    expect(submit).toBeEnabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order 13 lijn 32 aanvinken' }));
    expect(submit).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Order 13 lijn 32 aanvinken' }));
    await user.click(submit);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText('1 orderlijn kreeg de nieuwe prijs.')).toBeInTheDocument();
  });

  it('explains a refused line and stays open', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithApollo(<RepriceDialog kind="transport" lines={[line('31', '12')]} onClose={onClose} />, {
      mocks: [
        {
          request: { query: RepriceOrderLinesDocument, variables: { kind: 'TRANSPORT', lines: [{ orderLineId: '31', salesOrderId: '12', newPrice: '410' }] } },
          result: {
            data: {
              repriceOrderLines: {
                __typename: 'RepriceOrderLinesPayload',
                repricedLineIds: [],
                userErrors: [{ __typename: 'UserError', field: 'lines.0', code: 'REFUSED', message: 'The order is invoiced.' }],
              },
            },
          },
        },
      ],
    });
    await user.click(screen.getByRole('checkbox', { name: 'Alle lijnen aanvinken' }));
    await user.click(screen.getByRole('button', { name: 'Nieuwe prijs toepassen' }));
    expect(await screen.findByText('Geweigerd (het systeem antwoordde: “The order is invoiced.”)')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
