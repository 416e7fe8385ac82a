import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DeletePurchaseOrderDocument, PurchaseOrdersDocument, type PurchaseOrderRowFragment, type PurchaseOrdersQueryVariables } from '../../generated/graphql';
import { ADMINISTRATOR, meMock, ORDERVERWERKER, renderWithApollo, type Mock } from '../../core/testing';
import { PurchaseOrdersPage, toPurchaseOrdersVariables } from './purchase-orders-page';

const row = (id: string, overrides: Partial<PurchaseOrderRowFragment> = {}): PurchaseOrderRowFragment => ({
  __typename: 'PurchaseOrder',
  id,
  version: `order-v${id}`,
  supplier: { __typename: 'PurchaseSupplier', code: '200001', name: 'Cargill Grains Antwerp', isTransporter: false },
  invoiceNumber: `F-${id}`,
  invoiceDate: '2030-03-05',
  description: 'Levering',
  isTransport: false,
  totalExclVat: '1000',
  totalVat: '210',
  total: '1210',
  accountingBooking: null,
  isCompleted: false,
  ...overrides,
});

/** Answers the list for one show filter and packing number, whatever the table's page and filter. */
function listMock(show: string, packingNumber: string | null, rows: PurchaseOrderRowFragment[], times = 5): Mock {
  return {
    request: { query: PurchaseOrdersDocument, variables: (v: PurchaseOrdersQueryVariables) => v.show === show && (v.packingNumber ?? null) === packingNumber },
    result: {
      data: {
        purchaseOrders: {
          __typename: 'PurchaseOrderList',
          totalCount: rows.length,
          totals: {
            __typename: 'PurchaseOrderTotals',
            totalExclVat: String(1000 * rows.length),
            totalVat: String(210 * rows.length),
            total: String(1210 * rows.length),
          },
          nodes: rows,
        },
      },
    },
    maxUsageCount: times,
  };
}

function renderPage(mocks: Mock[]) {
  return renderWithApollo(
    <Routes>
      <Route path="/purchase-order/:id?" element={<PurchaseOrdersPage />} />
    </Routes>,
    { route: '/purchase-order', mocks },
  );
}

describe('toPurchaseOrdersVariables', () => {
  it('sends show, the packing number (trimmed, none when empty) and the field enum values', () => {
    const query = {
      search: '',
      filters: { join: 'and' as const, conditions: [{ id: 'c', field: 'invoiceDate', operator: 'is' as const, value: '2030-03-05' }] },
      sort: [{ field: 'totalExclVat', direction: 'desc' as const }],
      page: 0,
      pageSize: 100,
    };
    expect(toPurchaseOrdersVariables(query, 'NOT_COMPLETED', '  PB-1 ')).toMatchObject({
      show: 'NOT_COMPLETED',
      packingNumber: 'PB-1',
      filter: { conditions: [{ field: 'INVOICE_DATE', operator: 'IS', value: '2030-03-05' }] },
      sort: [{ field: 'TOTAL_EXCL_VAT', direction: 'DESC' }],
    });
    expect(toPurchaseOrdersVariables(query, 'ALL', ' ').packingNumber).toBeNull();
  });
});

describe('PurchaseOrdersPage', () => {
  it('shows not completed by default with the totals, and filters on the packing number only on Enter', async () => {
    const user = userEvent.setup();
    renderPage([meMock(ORDERVERWERKER), listMock('NOT_COMPLETED', null, [row('1'), row('2')]), listMock('NOT_COMPLETED', 'PB-9', [row('2')])]);
    expect(await screen.findByRole('link', { name: 'Aankoopfactuur 1 openen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Tonen' })).toHaveTextContent('Enkel niet afgewerkt');
    expect(within(screen.getByRole('group', { name: 'Totalen van de gefilterde facturen' })).getByText('€ 2.420,00')).toBeInTheDocument();
    // an Orderverwerker sees no delete button
    expect(screen.queryByRole('button', { name: /verwijderen$/ })).not.toBeInTheDocument();
    const packing = screen.getByRole('textbox', { name: 'Pakbonnummer' });
    await user.type(packing, 'PB-9');
    expect(screen.getByRole('link', { name: 'Aankoopfactuur 1 openen' })).toBeInTheDocument();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Aankoopfactuur 1 openen' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Aankoopfactuur 2 openen' })).toBeInTheDocument();
  });

  it('lets an administrator delete an open invoice and says Success', async () => {
    const user = userEvent.setup();
    const remove: Mock = {
      request: { query: DeletePurchaseOrderDocument, variables: { id: '1', expectedVersion: 'order-v1' } },
      result: { data: { deletePurchaseOrder: { __typename: 'DeletePurchaseOrderPayload', deletedId: '1', userErrors: [] } } },
    };
    renderPage([
      meMock(ADMINISTRATOR),
      listMock('NOT_COMPLETED', null, [row('1'), row('3', { isCompleted: true, accountingBooking: 'IF2030000003' })]),
      remove,
    ]);
    await user.click(await screen.findByRole('button', { name: 'Aankoopfactuur 1 verwijderen' }));
    expect(screen.queryByRole('button', { name: 'Aankoopfactuur 3 verwijderen' })).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Verwijderen' }));
    const success = await screen.findByRole('dialog', { name: 'Gelukt' });
    expect(success).toHaveTextContent('Aankoopfactuur 1 is verwijderd.');
  });
});
