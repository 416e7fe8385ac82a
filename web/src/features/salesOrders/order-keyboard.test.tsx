import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  AddSalesOrderLineDocument,
  SalesItemsDocument,
  SalesOrderDocumentTypesDocument,
  TransportCandidatesDocument,
  UpdateSalesOrderLineDocument,
  type SalesOrderDetailFragment,
} from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { OrderView } from './order-view';
import { LINE, ORDER } from './test-fixtures';

// The order's lines by keyboard alone (issue 43): the chord, Enter in the last field, Esc, and the focus after.

const order = ORDER;

const line = LINE;

const mocks: Mock[] = [
  { request: { query: SalesOrderDocumentTypesDocument }, result: { data: { documentTypes: [] } }, maxUsageCount: 5 },
  {
    request: { query: SalesItemsDocument, variables: { customerCode: '10001', supplierCode: '20001', loadingDate: '2025-03-14' } },
    result: { data: { salesItems: [{ __typename: 'SalesItem', product: line.product, label: 'P010001 Tarwe', priceAvailable: true }] } },
    maxUsageCount: 3,
  },
  {
    request: { query: AddSalesOrderLineDocument, variables: { input: { salesOrderId: '412', productId: '9', salesQuantity: '24.5', unlocked: false } } },
    result: { data: { addSalesOrderLine: { __typename: 'SalesOrderLinePayload', line, salesOrder: null, userErrors: [] } } },
  },
  {
    request: {
      query: UpdateSalesOrderLineDocument,
      variables: {
        input: {
          salesOrderId: '412',
          id: '71',
          expectedVersion: 'line-71-v1',
          salesQuantity: '24.5',
          salesPrice: '212.5',
          purchasePrice: '198',
          purchaseQuantity: '24.5',
          packingSlip: null,
          container: null,
          shippingDocument: null,
          reportingDate: '2025-03-14',
          unlocked: false,
        },
      },
    },
    result: {
      data: { updateSalesOrderLine: { __typename: 'SalesOrderLinePayload', line: { ...line, reportingDate: '2025-03-14' }, salesOrder: null, userErrors: [] } },
    },
  },
  {
    request: { query: TransportCandidatesDocument, variables: { salesOrderId: '412', lineId: '71' } },
    result: { data: { transportCandidates: [] } },
  },
];

const renderOrder = (o: SalesOrderDetailFragment = order) =>
  renderWithApollo(<OrderView order={o} onOpenOrder={jest.fn()} notify={{ success: jest.fn(), error: jest.fn() } as never} />, { mocks });
const chord = '{Alt>}{Shift>}L{/Shift}{/Alt}';

describe('the order lines by keyboard', () => {
  it('Alt+Shift+L adds a line; Enter in the last field saves it and opens the next; Esc gives the focus back', async () => {
    const user = userEvent.setup();
    renderOrder();
    const add = screen.getByRole('button', { name: 'Productregel toevoegen' });
    expect(add).toHaveAttribute('aria-keyshortcuts', 'Alt+Shift+L');

    await user.keyboard(chord);
    const product = await screen.findByRole('combobox', { name: /Product/ });
    expect(product).toHaveFocus();
    await user.keyboard('Tar');
    await screen.findByRole('option', { name: /P010001 Tarwe/ });
    await user.keyboard('{Enter}{Tab}24,5{Enter}');

    // step two: Tab to its last field (the reporting date, which says so) and Enter
    expect(await screen.findByRole('textbox', { name: /Aankoophoeveelheid/ })).toHaveFocus();
    const reportingDate = screen.getByRole('textbox', { name: /Rapportagedatum/ });
    expect(reportingDate.getAttribute('aria-keyshortcuts')).toContain('Enter');
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(reportingDate).toHaveFocus();
    await user.keyboard('{Enter}');

    // no transporter for this line: its skip has the focus; Enter goes on to the next line
    const skip = await screen.findByRole('button', { name: 'Geen transport' });
    await waitFor(() => expect(skip).toHaveFocus());
    await user.keyboard('{Enter}');
    const next = await screen.findByRole('combobox', { name: /Product/ });
    await waitFor(() => expect(next).toHaveFocus());
    expect(next).toHaveValue('');

    // an untouched line closes on Esc, and the focus is back on the button of the chord
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Productregel toevoegen' })).not.toBeInTheDocument());
    expect(add).toHaveFocus();
  }, 30_000);

  it('Esc with input asks first; after the discard the focus is on what opened the dialog', async () => {
    const user = userEvent.setup();
    renderOrder();
    const add = screen.getByRole('button', { name: 'Productregel toevoegen' });
    act(() => add.focus());
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Productregel toevoegen' });
    await user.type(screen.getByRole('textbox', { name: /Verkoophoeveelheid/ }), '3');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Uw wijzigingen weggooien?' });
    expect(screen.getByRole('dialog', { name: 'Productregel toevoegen', hidden: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Weggooien' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Productregel toevoegen' })).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());
  }, 30_000);

  it('a completed order, not unlocked, takes no chord', async () => {
    const user = userEvent.setup();
    renderOrder({ ...order, isCompleted: true });
    await user.keyboard(chord);
    expect(screen.queryByRole('dialog', { name: 'Productregel toevoegen' })).not.toBeInTheDocument();
  });
});
