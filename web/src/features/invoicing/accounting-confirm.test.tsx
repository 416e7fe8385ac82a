import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CompleteSalesOrderDocument,
  QualityOrderVersionDocument,
  MeDocument,
  QualityOrdersDocument,
  SendAllPurchaseOrdersDocument,
  SendAllSalesOrdersDocument,
  SendSalesInvoiceDocument,
  type QualityRowFragment,
} from '../../generated/graphql';
import { ADMINISTRATOR, BOEKHOUDING, meMock, ORDERVERWERKER, renderWithApollo, type Mock } from '../../core/testing';
import { DashboardPage } from './dashboard-page';
import { QualityPage } from './quality-page';

// Issue 34 point 3: sending an invoice, completing an order and the bulk sends book in the
// accounting package at once. Each asks first, naming the record, with Cancel focused.

const row = (id: string, overrides: Partial<QualityRowFragment> = {}): QualityRowFragment => ({
  __typename: 'QualityOrder',
  id,
  customer: { __typename: 'Customer', code: '100901', name: 'Agri Trade NV' },
  supplier: { __typename: 'Supplier', code: '200001', name: 'Cargill' },
  purchaseAmount: '100',
  salesAmount: '120',
  loadingDate: '2026-11-20',
  loadingIsoWeek: '2026-W47',
  packingSlip: null,
  container: null,
  customerReference: 'REF',
  shippingDocument: null,
  accountingBooking: null,
  bookingDate: null,
  isCompleted: false,
  isTemporary: false,
  language: 'DUTCH',
  canSendInvoice: true,
  sendInvoiceBlockedBy: [],
  ...overrides,
});

function listMock(rows: QualityRowFragment[]): Mock {
  return {
    request: { query: QualityOrdersDocument, variables: () => true },
    result: {
      data: {
        qualityOrders: {
          __typename: 'QualityOrderList',
          totalCount: rows.length,
          totals: { __typename: 'QualityTotals', purchaseAmount: '100', salesAmount: '120' },
          nodes: rows,
        },
      },
    },
    maxUsageCount: 10,
  };
}

/** A mutation mock that counts its calls. */
function counted(query: Mock['request']['query'], variables: Record<string, unknown> | undefined, data: Record<string, unknown>) {
  const calls = { count: 0 };
  const mock: Mock = {
    request: { query, variables: variables ? (v: Record<string, unknown>) => JSON.stringify(v) === JSON.stringify(variables) : () => true },
    result: () => {
      calls.count += 1;
      return { data };
    },
    maxUsageCount: 5,
  };
  return { mock, calls };
}

const payload = (field: string, qualityOrder: QualityRowFragment) => ({
  [field]: { __typename: 'SalesInvoicePayload', qualityOrder, userErrors: [] },
});

const setup = () => userEvent.setup({ delay: null });

describe('Invoicing: send and complete ask first', () => {
  it.each([
    [
      'send',
      'Verkoopfactuur van order 3002 naar de boekhouding sturen',
      'Factuur versturen',
      SendSalesInvoiceDocument,
      'sendSalesInvoice',
      /Factuur voor order 3002 \(Agri Trade NV\) naar de boekhouding sturen\? Dit kan niet ongedaan worden\./,
    ],
    [
      'complete',
      'Order 3002 afwerken',
      'Order afwerken',
      CompleteSalesOrderDocument,
      'completeSalesOrder',
      /Order 3002 \(Agri Trade NV\) afwerken\?.*Dit kan niet ongedaan worden\./,
    ],
  ] as const)(
    '%s: the question names the order, Cancel (focused) sends nothing, confirm sends once',
    async (_action, button, title, document, field, words) => {
      const user = setup();
      // the order's version is read when the question opens and sent with the action
      const done = counted(
        document,
        { salesOrderId: '3002', expectedVersion: 'order-v7' },
        payload(field, row('3002', { accountingBooking: '2026100', isCompleted: true })),
      );
      const version: Mock = {
        request: { query: QualityOrderVersionDocument, variables: { id: '3002' } },
        result: { data: { salesOrder: { __typename: 'SalesOrder', id: '3002', version: 'order-v7' } } },
        maxUsageCount: 5,
      };
      renderWithApollo(<QualityPage />, { route: '/quality-overview', mocks: [meMock(BOEKHOUDING), listMock([row('3002')]), done.mock, version] });
      await user.click(await screen.findByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(dialog).toHaveTextContent(words);
      expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
      expect(done.calls.count).toBe(0);

      await user.click(screen.getByRole('button', { name: button }));
      const again = await screen.findByRole('dialog', { name: title });
      await user.click(within(again).getByRole('button', { name: /Naar de boekhouding sturen|Afwerken/ }));
      await waitFor(() => expect(done.calls.count).toBe(1));
    },
  );

  it('keeps the harmless PDF apart from send and complete, with dividers between', async () => {
    renderWithApollo(<QualityPage />, { route: '/quality-overview', mocks: [meMock(ADMINISTRATOR), listMock([row('3002')])] });
    const send = await screen.findByRole('button', { name: 'Verkoopfactuur van order 3002 naar de boekhouding sturen' });
    const cell = send.closest('.MuiStack-root') as HTMLElement;
    const order = Array.from(cell.querySelectorAll('button, hr, [role="separator"]')).map((el) => el.getAttribute('aria-label') ?? '|');
    expect(order).toEqual(['Pro-formafactuur van order 3002', '|', 'Verkoopfactuur van order 3002 naar de boekhouding sturen', '|', 'Order 3002 afwerken']);
  });

  it('offers neither to Orderverwerker', async () => {
    renderWithApollo(<QualityPage />, { route: '/quality-overview', mocks: [meMock(ORDERVERWERKER), listMock([row('3002')])] });
    expect(await screen.findByRole('button', { name: 'Pro-formafactuur van order 3002' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /naar de boekhouding sturen|afwerken/ })).not.toBeInTheDocument();
  });
});

describe('Dashboard: the bulk sends ask first', () => {
  const result = (field: string) => ({
    [field]: { __typename: 'BulkSendPayload', sentCount: 2, sentIds: ['1', '2'], refused: [], userErrors: [] },
  });

  it.each([
    ['Verkooporders naar de boekhouding sturen', 'Verkooporders versturen', SendAllSalesOrdersDocument, 'sendAllSalesOrders', /Alle geladen verkooporders/],
    ['Aankoopfacturen naar de boekhouding sturen', 'Aankoopfacturen versturen', SendAllPurchaseOrdersDocument, 'sendAllPurchaseOrders', /Alle aankoopfacturen/],
  ] as const)('%s: Cancel (focused) sends nothing, confirm sends once', async (button, title, document, field, words) => {
    const user = setup();
    const done = counted(document, undefined, result(field));
    const me: Mock = { request: { query: MeDocument }, result: { data: { me: ADMINISTRATOR } }, maxUsageCount: 5 };
    renderWithApollo(<DashboardPage />, { mocks: [me, done.mock] });
    const send = await screen.findByRole('button', { name: button });
    await waitFor(() => expect(send).toBeEnabled());
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: title });
    expect(dialog).toHaveTextContent(words);
    expect(dialog).toHaveTextContent('Dit kan niet ongedaan worden.');
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
    expect(done.calls.count).toBe(0);

    await user.click(send);
    await user.click(within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: 'Alles naar de boekhouding sturen' }));
    expect(await screen.findByText(/2 verkooporders|2 aankoopfacturen/)).toBeInTheDocument();
    expect(done.calls.count).toBe(1);
  });
});
