import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  DeleteSalesOrderDocument,
  SalesOrderDocument,
  SalesOrdersDocument,
  type SalesOrderRowFragment,
  type SalesOrdersQueryVariables,
} from '../../generated/graphql';
import { ADMINISTRATOR, meMock, ORDERVERWERKER, renderWithApollo, type Mock } from '../../core/testing';
import { RANGE_STORAGE_KEY } from './sales-order-range';
import { SalesOrdersPage, toSalesOrdersVariables } from './sales-orders-page';

// The panel's code load, watched: the overview starts it once its rows are shown and the browser is idle.
const preloadView = jest.fn(() => Promise.resolve());
jest.mock('./sales-order-detail-panel', () => ({
  ...jest.requireActual<typeof import('./sales-order-detail-panel')>('./sales-order-detail-panel'),
  preloadSalesOrderView: () => preloadView(),
}));

// The shared table, counted: the overview must not render it again when an order opens or closes.
const tableRenders = { count: 0 };
jest.mock('../../ui/data-table', () => {
  const actual = jest.requireActual<typeof import('../../ui/data-table')>('../../ui/data-table');
  function CountedDataTable(props: Parameters<typeof actual.DataTable>[0]) {
    tableRenders.count += 1;
    return <actual.DataTable {...props} />;
  }
  return { ...actual, DataTable: CountedDataTable };
});

const row = (id: string, overrides: Partial<SalesOrderRowFragment> = {}): SalesOrderRowFragment => ({
  __typename: 'SalesOrder',
  id,
  version: `order-${id}-v1`,
  customer: { __typename: 'Customer', code: '10001', name: 'Bakkerij Peeters', isToBePlanned: false },
  supplier: { __typename: 'Supplier', code: '20001', name: 'Graanhandel Noord' },
  customerReference: `PO-${id}`,
  loadingDate: '2025-03-14',
  arrivalDate: null,
  salesUnit: { __typename: 'Unit', code: 'TON', name: 'ton' },
  salesQuantity: '24.5',
  purchaseUnit: { __typename: 'Unit', code: 'TON', name: 'ton' },
  purchaseQuantity: '24.5',
  productCode: 'P010001',
  packingSlip: `PB-${id}`,
  container: 'MSCU1234565',
  shippingDocument: 'BL-1',
  accountingBooking: null,
  isCompleted: false,
  ...overrides,
});

/** When the gateway read the mocked lists: 10:42 local time. */
const READ_AT = new Date(2026, 10, 27, 10, 42).toISOString();

/** Answers the list for any page/filter of one range (the table reports its query once at mount). */
function listMock(range: 'LAST_6_MONTHS' | 'ALL', rows: SalesOrderRowFragment[], times = 1): Mock {
  return {
    request: { query: SalesOrdersDocument, variables: (v: SalesOrdersQueryVariables) => v.range === range },
    result: { data: { salesOrders: { __typename: 'SalesOrderList', totalCount: rows.length, readAt: READ_AT, nodes: rows } } },
    maxUsageCount: times,
  };
}

function renderPage(mocks: Mock[], language?: 'nl_BE' | 'en_US') {
  return renderWithApollo(
    <Routes>
      <Route path="/sales-order/:id?" element={<SalesOrdersPage />} />
    </Routes>,
    { route: '/sales-order', mocks, language },
  );
}

describe('toSalesOrdersVariables', () => {
  it('turns the table query into the gateway arguments: 100 a page, id descending, conditions upper-case', () => {
    expect(
      toSalesOrdersVariables(
        {
          search: 'tarwe',
          searchFields: ['customer', 'productCode'],
          filters: { join: 'and', conditions: [{ id: 'c1', field: 'loadingDate', operator: 'between', value: '2025-01-01', valueTo: '2025-03-31' }] },
          sort: [{ field: 'id', direction: 'desc' }],
          page: 2,
          pageSize: 100,
        },
        'LAST_SIX_MONTHS',
      ),
    ).toEqual({
      range: 'LAST_6_MONTHS',
      filter: {
        search: 'tarwe',
        searchFields: ['CUSTOMER', 'PRODUCT_CODE'],
        join: 'AND',
        conditions: [{ field: 'LOADING_DATE', operator: 'BETWEEN', value: '2025-01-01', valueTo: '2025-03-31' }],
      },
      sort: [{ field: 'ID', direction: 'DESC' }],
      page: { offset: 200, limit: 100 },
    });
  });
});

// The two longer flows below (a second query, a delete with two dialogs) took 22 s at load 20 with
// the e2e suite beside jest, against their 15 s limit; 60 s per test, as for the DataTable's own tests.
describe('SalesOrdersPage', () => {
  it('lists the last 6 months by default with the spec columns; the toggle switches to all and is remembered', async () => {
    const user = userEvent.setup();
    renderPage([meMock(ORDERVERWERKER), listMock('LAST_6_MONTHS', [row('412')]), listMock('ALL', [row('412'), row('17', { customer: null })])]);
    expect(await screen.findByRole('link', { name: 'Order 412 openen' }, { timeout: 15_000 })).toHaveAttribute('href', '/sales-order/412');
    for (const header of [
      'Id',
      'Klant',
      'Leverancier',
      'Referentie klant',
      'Laaddatum',
      'Verkoopeenheid',
      'Productcode',
      'Pakbon',
      'Container',
      'Verzenddocument',
      'Boekingsnummer',
      'Actie',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(window.localStorage.getItem(RANGE_STORAGE_KEY)).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Toon alles' }));
    expect(await screen.findByRole('link', { name: 'Order 17 openen' })).toBeInTheDocument();
    expect(screen.getByText('Nog te plannen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toon laatste 6 maanden' })).toBeInTheDocument();
    expect(window.localStorage.getItem(RANGE_STORAGE_KEY)).toBe('ALL');
  }, 60_000);

  it('says when the list was read, and refresh reads it anew (a page of none) before asking the page again', async () => {
    const user = userEvent.setup();
    const refreshed = jest.fn(() => ({ data: { salesOrders: { __typename: 'SalesOrderList', totalCount: 1, readAt: READ_AT, nodes: [] } } }));
    const refreshMock: Mock = {
      request: { query: SalesOrdersDocument, variables: (v: SalesOrdersQueryVariables) => v.refresh === true && v.page?.limit === 0 },
      result: refreshed,
    };
    const page = jest.fn(() => ({ data: { salesOrders: { __typename: 'SalesOrderList', totalCount: 1, readAt: READ_AT, nodes: [row('412')] } } }));
    const pageMock: Mock = { request: { query: SalesOrdersDocument, variables: (v: SalesOrdersQueryVariables) => !v.refresh }, result: page, maxUsageCount: 2 };
    renderPage([meMock(ORDERVERWERKER), refreshMock, pageMock], 'en_US');
    expect(await screen.findByText(/read at 10:42/, undefined, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'refresh' }));
    await waitFor(() => expect(refreshed).toHaveBeenCalledTimes(1));
    // then the page shown is asked again (it comes from the list just read)
    await waitFor(() => expect(page).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'refresh' })).toBeEnabled());
    expect(screen.getByRole('link', { name: 'Open order 412' })).toBeInTheDocument();
  }, 60_000);

  it('starts with all orders when that was chosen before', async () => {
    window.localStorage.setItem(RANGE_STORAGE_KEY, 'ALL');
    renderPage([meMock(ORDERVERWERKER), listMock('ALL', [row('17')])], 'en_US');
    expect(await screen.findByRole('link', { name: 'Open order 17' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show last 6 months' })).toBeInTheDocument();
  });

  it('shows no delete button to an Orderverwerker', async () => {
    renderPage([meMock(ORDERVERWERKER), listMock('LAST_6_MONTHS', [row('412')])]);
    await screen.findByRole('link', { name: 'Order 412 openen' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Order 412 verwijderen' })).not.toBeInTheDocument();
  });

  it('lets an administrator delete after confirmation, then shows a Success dialog', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage([
      meMock(ADMINISTRATOR),
      listMock('LAST_6_MONTHS', [row('412'), row('411')]),
      {
        request: { query: DeleteSalesOrderDocument, variables: { id: '412', expectedVersion: 'order-412-v1' } },
        result: { data: { deleteSalesOrder: { __typename: 'DeleteSalesOrderPayload', deletedId: '412', userErrors: [] } } },
      },
      listMock('LAST_6_MONTHS', [row('411')]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Order 412 verwijderen' }, { timeout: 15_000 }));
    const confirm = screen.getByRole('dialog', { name: 'Verkooporder verwijderen' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    const success = await screen.findByRole('dialog', { name: 'Gelukt' });
    expect(success).toHaveTextContent('Order 412 is verwijderd.');
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Order 412 openen' })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: 'Order 411 openen' })).toBeInTheDocument();
  }, 60_000);

  it("opens and closes an order in its panel without rendering the overview's table again", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage([
      meMock(ORDERVERWERKER),
      listMock('LAST_6_MONTHS', [row('412'), row('411')]),
      // the panel's content is not what this test is about: the order's query fails
      { request: { query: SalesOrderDocument, variables: { id: '412' } }, error: new Error('not in this test'), maxUsageCount: 2 },
    ]);
    const link = await screen.findByRole('link', { name: 'Order 412 openen' }, { timeout: 15_000 });
    const before = tableRenders.count;
    await user.click(link);
    const panel = await screen.findByRole('dialog', { name: /Order #412/ });
    expect(screen.getByTestId('location')).toHaveTextContent('/sales-order/412');
    await within(panel).findByRole('button', { name: /Opnieuw/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/sales-order$/));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(tableRenders.count).toBe(before);
  }, 60_000);

  it("loads the detail panel's code once the rows are shown and the browser is idle, not before", async () => {
    preloadView.mockClear();
    // the list does not answer: no rows, no load, however idle the browser (jsdom: a 300 ms timer)
    const waiting = renderPage([meMock(ORDERVERWERKER), { ...listMock('LAST_6_MONTHS', []), delay: Infinity }]);
    await screen.findByRole('grid', {}, { timeout: 15_000 });
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(preloadView).not.toHaveBeenCalled();
    waiting.unmount();

    renderPage([meMock(ORDERVERWERKER), listMock('LAST_6_MONTHS', [row('412')])]);
    await screen.findByRole('link', { name: 'Order 412 openen' }, { timeout: 15_000 });
    await waitFor(() => expect(preloadView).toHaveBeenCalledTimes(1));
  }, 60_000);
});
