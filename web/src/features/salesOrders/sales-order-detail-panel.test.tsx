import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  CopySalesOrderDocument,
  DeleteSalesOrderLineDocument,
  DeleteSalesOrderTextLineDocument,
  SalesOrderDocument,
  type SalesOrderDetailFragment,
  type SalesOrderLineFieldsFragment,
} from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { detailFetchPolicy, prefetchSalesOrder, SalesOrderDetailPanel } from './sales-order-detail-panel';
import { LINE, ORDER } from './test-fixtures';

const line: SalesOrderLineFieldsFragment = {
  ...LINE,
  reportingDate: '2025-03-14',
  packingSlip: 'PB-4411',
  container: 'MSCU1234565',
  shippingDocument: 'BL-778',
};

function order(overrides: Partial<SalesOrderDetailFragment> = {}): SalesOrderDetailFragment {
  return {
    ...ORDER,
    customer: null,
    comments: 'Laden na 14u',
    lines: [line],
    transports: [
      {
        __typename: 'SalesOrderTransport',
        id: '81',
        version: 'transport-81-v1',
        line: { __typename: 'SalesOrderLine', id: '71' },
        transporter: { __typename: 'Transporter', code: '30001', name: 'Transport Verhoeven', needsPricingType: true },
        pricingType: 'BLOCK_FREIGHT',
        price: '450',
        packingSlip: 'PB-4411',
        container: 'MSCU1234565',
        shippingDocument: 'BL-778',
      },
    ],
    textLines: [{ __typename: 'SalesOrderTextLine', id: '91', version: 'text-91-v1', text: 'Levering franco' }],
    documents: [
      {
        __typename: 'SalesOrderDocument',
        fileId: '5',
        fileName: 'cmr.pdf',
        documentType: { __typename: 'DocumentType', id: '3', name: 'CMR' },
        downloadUrl: '/files/5',
      },
    ],
    ...overrides,
  };
}

const documentTypes = [
  { __typename: 'DocumentType', id: '1', name: 'Factuur' },
  { __typename: 'DocumentType', id: '2', name: 'Pakbon' },
  { __typename: 'DocumentType', id: '3', name: 'CMR' },
];
// One request opens an order: its document types come with it (no mock answers a second query for them).
const orderMock = (o: SalesOrderDetailFragment): Mock => ({
  request: { query: SalesOrderDocument, variables: { id: o.id } },
  result: { data: { salesOrder: o, documentTypes } },
});

function renderPanel(mocks: Mock[], language?: 'en_US' | 'nl_BE') {
  return renderWithApollo(<SalesOrderDetailPanel orderId="412" onClose={jest.fn()} onOpenOrder={jest.fn()} />, { mocks, language });
}

/** An order link as the overview has it: the click sends the detail's query, then the panel opens. */
function ClickToOpen() {
  const client = useApolloClient();
  const [open, setOpen] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          prefetchSalesOrder(client, '412');
          setOpen('412');
        }}
      >
        Order 412 openen
      </button>
      <SalesOrderDetailPanel orderId={open} onClose={() => setOpen(null)} onOpenOrder={jest.fn()} />
    </>
  );
}

describe('SalesOrderDetailPanel', () => {
  it('opens on the request its link sent with the click: the panel joins it instead of asking again', async () => {
    const user = userEvent.setup();
    const answer = jest.fn(() => ({ data: { salesOrder: order(), documentTypes } }));
    // a second request would be answered too (and counted): it must not be sent
    renderWithApollo(<ClickToOpen />, {
      mocks: [{ request: { query: SalesOrderDocument, variables: { id: '412' } }, result: answer, delay: 50, maxUsageCount: 2 }],
    });
    await user.click(screen.getByRole('button', { name: 'Order 412 openen' }));
    const panel = await screen.findByRole('dialog', { name: 'Order #412' });
    expect(await within(panel).findByRole('table', { name: 'Productregels' })).toHaveTextContent('P010001 – Tarwe');
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('opens on the answer its link already had: an order asked by the click is not asked twice', async () => {
    const user = userEvent.setup();
    const answer = jest.fn(() => ({ data: { salesOrder: order(), documentTypes } }));
    function AskThenOpen() {
      const client = useApolloClient();
      const [open, setOpen] = useState<string | null>(null);
      return (
        <>
          <button type="button" onClick={() => prefetchSalesOrder(client, '412')}>
            Ask
          </button>
          <button type="button" onClick={() => setOpen('412')}>
            Open
          </button>
          <SalesOrderDetailPanel orderId={open} onClose={() => setOpen(null)} onOpenOrder={jest.fn()} />
        </>
      );
    }
    renderWithApollo(<AskThenOpen />, {
      mocks: [{ request: { query: SalesOrderDocument, variables: { id: '412' } }, result: answer, maxUsageCount: 2 }],
    });
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    await waitFor(() => expect(answer).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20)); // the answer is in the cache
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const panel = await screen.findByRole('dialog', { name: 'Order #412' });
    expect(await within(panel).findByRole('table', { name: 'Productregels' })).toHaveTextContent('P010001 – Tarwe');
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('asks again for an order opened any other way, or long after its link was clicked', () => {
    expect(detailFetchPolicy('9999')).toBe('cache-and-network');
    prefetchSalesOrder({ query: () => Promise.resolve() } as unknown as Parameters<typeof prefetchSalesOrder>[0], '9998');
    expect(detailFetchPolicy('9998')).toBe('cache-first');
    expect(detailFetchPolicy('9998', Date.now() + 60_000)).toBe('cache-and-network');
  });

  it('shows the header, the three tables and the documents; Nog te plannen without a customer', async () => {
    const user = userEvent.setup();
    renderPanel([orderMock(order())]);
    const panel = await screen.findByRole('dialog', { name: 'Order #412' });
    expect(await within(panel).findByText('Nog te plannen')).toBeInTheDocument();
    expect(within(panel).getByText('Graanhandel Noord')).toBeInTheDocument();
    expect(within(panel).getByText('14-03-2025', { selector: 'dd' })).toBeInTheDocument();
    expect(within(panel).getByText('PO-77')).toBeInTheDocument();
    expect(within(panel).getByRole('table', { name: 'Productregels' })).toHaveTextContent('P010001 – Tarwe');
    expect(within(panel).getByRole('table', { name: 'Productregels' })).toHaveTextContent('€ 5.206,25');
    expect(within(panel).getByRole('table', { name: 'Transporten' })).toHaveTextContent('Blokvracht');
    expect(within(panel).getByRole('table', { name: 'Tekstregels' })).toHaveTextContent('Levering franco');
    expect(within(panel).getByRole('link', { name: 'cmr.pdf downloaden' })).toHaveAttribute('href', '/files/5');
    // The document type of an upload defaults to the third entry.
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Documenttype' })).toHaveTextContent('CMR'));
    // A line expands to its packing slip, container and shipping document.
    expect(within(panel).queryByText('MSCU1234565', { selector: 'dd' })).not.toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Details van regel P010001 – Tarwe tonen' }));
    expect(await within(panel).findByText('MSCU1234565', { selector: 'dd' })).toBeInTheDocument();
    expect(within(panel).queryByText('Deze order is al gefactureerd')).not.toBeInTheDocument();
  });

  it('locks a completed order until the edit toggle unlocks it; changes then carry unlocked: true', async () => {
    const user = userEvent.setup({ delay: null });
    const completed = order({ isCompleted: true, accountingBooking: 'VF-2025-0012' });
    renderPanel([
      orderMock(completed),
      {
        request: { query: DeleteSalesOrderTextLineDocument, variables: { salesOrderId: '412', id: '91', unlocked: true, expectedVersion: 'text-91-v1' } },
        result: {
          data: {
            deleteSalesOrderTextLine: {
              __typename: 'DeleteSalesOrderPartPayload',
              deletedId: '91',
              salesOrder: { ...completed, textLines: [] },
              userErrors: [],
            },
          },
        },
      },
    ]);
    const panel = await screen.findByRole('dialog', { name: 'Order #412' });
    expect(await within(panel).findByText('Deze order is al gefactureerd')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Productregel toevoegen' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Tekstregel toevoegen' })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Regel P010001 – Tarwe (bewerken|verwijderen)/ })).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /Transport Transport Verhoeven/ })).not.toBeInTheDocument();
    // the header is locked too (the gateway refuses it): edit waits for the toggle
    expect(within(panel).getByRole('button', { name: 'Order bewerken' })).toBeDisabled();

    await user.click(within(panel).getByRole('button', { name: 'Ontgrendelen om te wijzigen' }));
    expect(within(panel).getByRole('button', { name: 'Order bewerken' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Productregel toevoegen' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Regel P010001 – Tarwe bewerken' })).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Transport Transport Verhoeven bewerken' })).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Tekstregel verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bevestigen' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(within(panel).queryByText('Levering franco')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Bevestigen' })).not.toBeInTheDocument());

    // Toggling again locks.
    await user.click(within(panel).getByRole('button', { name: 'Opnieuw vergrendelen' }));
    expect(within(panel).queryByRole('button', { name: 'Productregel toevoegen' })).not.toBeInTheDocument();
  });

  it('explains a refusal of a locked order in words', async () => {
    const user = userEvent.setup({ delay: null });
    const completed = order({ isCompleted: true });
    renderPanel([
      orderMock(completed),
      {
        request: { query: DeleteSalesOrderTextLineDocument, variables: { salesOrderId: '412', id: '91', unlocked: true, expectedVersion: 'text-91-v1' } },
        result: {
          data: {
            deleteSalesOrderTextLine: {
              __typename: 'DeleteSalesOrderPartPayload',
              deletedId: null,
              salesOrder: null,
              userErrors: [{ __typename: 'UserError', field: null, code: 'ORDER_COMPLETED', message: 'Sales order 412 is completed.' }],
            },
          },
        },
      },
    ]);
    const panel = await screen.findByRole('dialog', { name: 'Order #412' });
    await user.click(await within(panel).findByRole('button', { name: 'Ontgrendelen om te wijzigen' }));
    await user.click(within(panel).getByRole('button', { name: 'Tekstregel verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bevestigen' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await within(confirm).findByText('Deze order is al gefactureerd. Ontgrendel hem eerst om te wijzigen.')).toBeInTheDocument();
  });

  it('deletes a line on the version it showed; changed since, it says by whom and shows the order as it is now', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = {
      __typename: 'UserError',
      field: null,
      code: 'CHANGED_BY_SOMEONE_ELSE',
      message: 'Line 71 changed since.',
      conflict: {
        __typename: 'Conflict',
        currentVersion: 'line-71-v2',
        changes: [
          {
            __typename: 'HistoryEntry',
            id: 'h9',
            at: '2025-03-14T13:05:00Z',
            userName: 'bea@example.be',
            recordType: 'SALES_ORDER_LINE',
            recordId: '71',
            ownerType: 'SALES_ORDER',
            ownerId: '412',
            action: 'CHANGED',
            changes: [],
          },
        ],
      },
    };
    const deleted = jest.fn(() => ({
      data: { deleteSalesOrderLine: { __typename: 'DeleteSalesOrderPartPayload', deletedId: null, salesOrder: null, userErrors: [refusal] } },
    }));
    const now = order({ lines: [{ ...line, version: 'line-71-v2', salesPrice: '230' }] });
    const reread = jest.fn(() => ({ data: { salesOrder: now, documentTypes } }));
    renderPanel([
      orderMock(order()),
      {
        request: { query: DeleteSalesOrderLineDocument, variables: { salesOrderId: '412', id: '71', unlocked: false, expectedVersion: 'line-71-v1' } },
        result: deleted,
      },
      { request: { query: SalesOrderDocument, variables: { id: '412' } }, result: reread },
    ]);
    const panel = await screen.findByRole('dialog', { name: 'Order #412' });
    await user.click(await within(panel).findByRole('button', { name: 'Regel P010001 – Tarwe verwijderen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Bevestigen' });
    await user.click(within(confirm).getByRole('button', { name: 'Verwijderen' }));
    expect(await within(confirm).findByText(/^bea@example\.be heeft dit intussen gewijzigd; er is niets bewaard/)).toBeInTheDocument();
    expect(deleted).toHaveBeenCalledTimes(1);
    expect(reread).toHaveBeenCalledTimes(1);
    // the panel (behind the confirm) shows the line as it is now
    await waitFor(() => expect(within(panel).getByRole('table', { name: 'Productregels', hidden: true })).toHaveTextContent('230'));
  });

  it('says so when the order does not exist', async () => {
    renderPanel([{ request: { query: SalesOrderDocument, variables: { id: '412' } }, result: { data: { salesOrder: null } } }], 'en_US');
    expect(await screen.findByText('Order 412 does not exist (any more).')).toBeInTheDocument();
  });
});

describe('copying an order (issue 34 point 3)', () => {
  it('asks first naming the order, Cancel focused: cancel copies nothing, confirm copies once and opens the copy', async () => {
    const user = userEvent.setup({ delay: null });
    const copied = jest.fn(() => ({ data: { copySalesOrder: { __typename: 'SalesOrderPayload', salesOrder: order({ id: '413' }), userErrors: [] } } }));
    const onOpenOrder = jest.fn();
    renderWithApollo(<SalesOrderDetailPanel orderId="412" onClose={jest.fn()} onOpenOrder={onOpenOrder} />, {
      mocks: [orderMock(order()), { request: { query: CopySalesOrderDocument, variables: { id: '412' } }, result: copied, maxUsageCount: 3 }],
    });
    const copy = await screen.findByRole('button', { name: 'Order kopiëren' });
    await user.click(copy);
    const dialog = await screen.findByRole('dialog', { name: 'Order kopiëren' });
    expect(dialog).toHaveTextContent('Order 412 kopiëren? Er wordt meteen een nieuwe order gemaakt');
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Order kopiëren' })).not.toBeInTheDocument());
    expect(copied).not.toHaveBeenCalled();

    await user.click(copy);
    await user.click(within(await screen.findByRole('dialog', { name: 'Order kopiëren' })).getByRole('button', { name: 'Kopiëren' }));
    await waitFor(() => expect(onOpenOrder).toHaveBeenCalledWith('413'));
    expect(copied).toHaveBeenCalledTimes(1);
  });
});
