import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MonthEndCountDocument, MonthEndDocument, MonthEndTotalsDocument, type MonthEndRowFieldsFragment } from '../../generated/graphql';
import { ADMINISTRATOR, meMock, renderWithApollo, type Mock } from '../../core/testing';
import { MonthEndPage } from './month-end-page';

const row = (id: string): MonthEndRowFieldsFragment => ({
  __typename: 'MonthEndRow',
  id,
  productCode: `P0${id}`,
  loadingDate: '2026-10-05',
  salesOrderId: `10${id}`,
  salesBooking: 'VF-1',
  salesQuantity: '10',
  salesAmount: '100.00',
  purchaseOrderId: null,
  purchaseBooking: null,
  purchaseQuantity: null,
  purchaseAmount: null,
  needsTransport: false,
  transportOrderId: null,
  transportBooking: null,
  transportQuantity: null,
  transportAmount: null,
  isComplete: false,
});

const TOTALS = {
  __typename: 'MonthEndTotals',
  salesQuantity: '2500',
  salesAmount: '25000.00',
  purchaseQuantity: '0',
  purchaseAmount: '0',
  transportQuantity: '0',
  transportAmount: '0',
  missingSalesBookings: 0,
  missingPurchaseBookings: 250,
  missingTransportBookings: 0,
  incompleteRows: 250,
};

let pageCalls: Array<Record<string, unknown>> = [];
let totalsCalls: Array<Record<string, unknown>> = [];
let countCalls: Array<Record<string, unknown>> = [];

const pageMock: Mock = {
  request: {
    query: MonthEndDocument,
    variables: (variables: Record<string, unknown>) => {
      pageCalls.push(variables);
      return true;
    },
  },
  result: { data: { monthEnd: { __typename: 'MonthEndList', nodes: [row(String(pageCalls.length + 1))] } } },
  maxUsageCount: 10,
};

const totalsMock: Mock = {
  request: {
    query: MonthEndTotalsDocument,
    variables: (variables: Record<string, unknown>) => {
      totalsCalls.push(variables);
      return true;
    },
  },
  result: { data: { monthEnd: { __typename: 'MonthEndList', totals: TOTALS } } },
  maxUsageCount: 10,
};

const countMock: Mock = {
  request: {
    query: MonthEndCountDocument,
    variables: (variables: Record<string, unknown>) => {
      countCalls.push(variables);
      return true;
    },
  },
  result: { data: { monthEnd: { __typename: 'MonthEndList', totalCount: 250 } } },
  maxUsageCount: 10,
};

beforeEach(() => {
  pageCalls = [];
  totalsCalls = [];
  countCalls = [];
});

describe('MonthEndPage', () => {
  it('asks the count and the totals in queries of their own, once per filter: paging and sorting ask only the page again', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithApollo(<MonthEndPage />, { route: '/month-end', mocks: [meMock(ADMINISTRATOR), pageMock, countMock, totalsMock], language: 'en_US' });
    const totals = await screen.findByRole('region', { name: 'Totals' }, { timeout: 15_000 });
    expect(await within(totals).findByText('250 rows')).toBeInTheDocument();
    expect(within(totals).getByText('250 incomplete rows')).toBeInTheDocument();
    // the pager counts the filter's rows from the count query (the page carries one row)
    expect(await screen.findByText('1–1 of 250')).toBeInTheDocument();
    expect(pageCalls).toHaveLength(1);
    expect(totalsCalls).toEqual([{ filter: pageCalls[0]?.filter }]);
    expect(countCalls).toEqual([{ filter: pageCalls[0]?.filter }]);
    expect(pageCalls[0]).toMatchObject({ page: { offset: 0, limit: 100 } });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(pageCalls).toHaveLength(2));
    expect(pageCalls[1]).toMatchObject({ page: { offset: 100, limit: 100 } });
    await user.click(screen.getByRole('columnheader', { name: /Item code/ }));
    await waitFor(() => expect(pageCalls).toHaveLength(3));
    expect(totalsCalls).toHaveLength(1);
    expect(countCalls).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Totals' })).toBeInTheDocument();

    // another filter: the totals of that filter
    await user.click(screen.getByRole('switch', { name: 'Incomplete only' }));
    await waitFor(() => expect(totalsCalls).toHaveLength(2));
    expect(totalsCalls[1]).toEqual({ filter: expect.objectContaining({ incompleteOnly: true }) });
    await waitFor(() => expect(countCalls).toHaveLength(2));
    expect(countCalls[1]).toEqual({ filter: expect.objectContaining({ incompleteOnly: true }) });
    expect(await screen.findByRole('region', { name: 'Totals' })).toBeInTheDocument();
  }, 180_000);
});
