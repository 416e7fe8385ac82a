import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PurchaseOrderDocument,
  UpdatePurchaseLineVatDocument,
  type PurchaseOrderDetailFragment,
  type PurchaseOrderLineFieldsFragment,
} from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { toAmountInput } from './amount-input';
import { LinesTable } from './lines-table';

function line(overrides: Partial<PurchaseOrderLineFieldsFragment> = {}): PurchaseOrderLineFieldsFragment {
  return {
    __typename: 'PurchaseOrderLine',
    id: '9',
    version: 'line-v1',
    isTransport: false,
    product: { __typename: 'Product', id: '5', code: 'P010001', name: 'Tarwe' },
    quantity: '24.5',
    unit: { __typename: 'Unit', code: 'TON', name: 'Ton' },
    price: '200.25',
    amount: '4906.13',
    vatCode: { __typename: 'VatCode', code: '2', description: 'BTW 6%' },
    vatAmount: '294.37',
    reportingDate: '2030-03-01',
    packingSlip: '7000123',
    container: null,
    shippingDocument: null,
    pricingType: null,
    isPriceEditable: false,
    salesOrderId: '41',
    ...overrides,
  };
}

function order(lines: PurchaseOrderLineFieldsFragment[], overrides: Partial<PurchaseOrderDetailFragment> = {}): PurchaseOrderDetailFragment {
  return {
    __typename: 'PurchaseOrder',
    id: '77',
    version: 'order-v1',
    supplier: { __typename: 'PurchaseSupplier', code: '200001', name: 'Cargill', isTransporter: false },
    invoiceNumber: 'F-1',
    invoiceDate: '2030-03-05',
    description: 'Levering',
    isTransport: false,
    totalExclVat: '4906.13',
    totalVat: '294.37',
    total: '5200.5',
    accountingBooking: null,
    isCompleted: false,
    bookedOn: null,
    journal: null,
    isSentToAccounting: false,
    lines,
    manualLines: [],
    documents: [],
    ...overrides,
  };
}

function vatMock(typed: string, stored: string, calls: { n: number }): Mock {
  return {
    request: {
      query: UpdatePurchaseLineVatDocument,
      variables: { input: { purchaseOrderId: '77', lineId: '9', vatAmount: typed, expectedVersion: 'line-v1' } },
    },
    result: () => {
      calls.n++;
      return {
        data: {
          updatePurchaseLineVat: {
            __typename: 'PurchaseOrderPartPayload',
            id: '9',
            purchaseOrder: order([line({ vatAmount: stored })], { totalVat: stored }),
            userErrors: [],
          },
        },
      };
    },
  };
}

describe('the purchase lines table', () => {
  it("sends the line's version with a VAT amount; refused as changed by someone else, it says who and reads the invoice anew", async () => {
    const user = userEvent.setup();
    const reads = { n: 0 };
    const conflict = {
      __typename: 'UserError',
      field: null,
      code: 'CHANGED_BY_SOMEONE_ELSE',
      message: 'Line 9 changed since.',
      conflict: {
        __typename: 'Conflict',
        currentVersion: 'line-v2',
        changes: [
          {
            __typename: 'HistoryEntry',
            id: 'h1',
            at: '2030-03-05T09:00:00Z',
            userName: 'bea@example.be',
            recordType: 'PURCHASE_ORDER_LINE',
            recordId: '9',
            ownerType: 'PURCHASE_ORDER',
            ownerId: '77',
            action: 'CHANGED',
            changes: [{ __typename: 'FieldChange', field: 'vatAmount', oldValue: '294.37', newValue: '300' }],
          },
        ],
      },
    };
    const refused: Mock = {
      request: {
        query: UpdatePurchaseLineVatDocument,
        variables: { input: { purchaseOrderId: '77', lineId: '9', vatAmount: '12,5', expectedVersion: 'line-v1' } },
      },
      result: { data: { updatePurchaseLineVat: { __typename: 'PurchaseOrderPartPayload', id: null, purchaseOrder: null, userErrors: [conflict] } } },
    };
    const reread: Mock = {
      request: { query: PurchaseOrderDocument, variables: { id: '77' } },
      result: () => {
        reads.n++;
        return { data: { purchaseOrder: order([line({ version: 'line-v2', vatAmount: '300' })]) } };
      },
    };
    renderWithApollo(<LinesTable order={order([line()])} locked={false} askDelete={jest.fn()} />, { mocks: [refused, reread] });
    const field = screen.getByRole('textbox', { name: 'Btw-bedrag van P010001 7000123' });
    await user.clear(field);
    await user.type(field, '12,5{Enter}');
    await waitFor(() => expect(field).toHaveAccessibleDescription(/bea@example.be heeft dit intussen gewijzigd/));
    expect(reads.n).toBe(1);
    expect(screen.queryByText('Btw-bedrag opgeslagen')).not.toBeInTheDocument();
  });

  it('shows amounts as the app writes them, at least two decimals with a comma', () => {
    expect(toAmountInput('294.37')).toBe('294,37');
    expect(toAmountInput('6')).toBe('6,00');
    expect(toAmountInput('0.5')).toBe('0,50');
    expect(toAmountInput('1286.66')).toBe('1.286,66');
    expect(toAmountInput('-12.3456')).toBe('-12,3456');
  });

  it('saves a changed VAT amount on Enter with the VAT-saved toast, blocks other keystrokes and sends nothing unchanged', async () => {
    const user = userEvent.setup();
    const calls = { n: 0 };
    renderWithApollo(<LinesTable order={order([line()])} locked={false} askDelete={jest.fn()} />, { mocks: [vatMock('12,5', '12.5', calls)] });
    const field = screen.getByRole('textbox', { name: 'Btw-bedrag van P010001 7000123' });
    expect(field).toHaveValue('294,37');
    // leaving the field unchanged sends nothing
    await user.click(field);
    await user.tab();
    expect(calls.n).toBe(0);
    await user.clear(field);
    await user.type(field, '12,5ax-');
    expect(field).toHaveValue('12,5');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Btw-bedrag opgeslagen')).toBeInTheDocument();
    expect(calls.n).toBe(1);
  });

  it('reads a VAT amount in the format the app writes it (1.286,66) and says in words what it cannot take, saving nothing', async () => {
    const user = userEvent.setup();
    const calls = { n: 0 };
    renderWithApollo(<LinesTable order={order([line()])} locked={false} askDelete={jest.fn()} />, { mocks: [vatMock('€ 1.286,66', '1286.66', calls)] });
    const field = screen.getByRole('textbox', { name: 'Btw-bedrag van P010001 7000123' });
    for (const refused of ['1,286', '1.28,66', '1,2,3']) {
      await user.clear(field);
      await user.type(field, `${refused}{Enter}`);
      expect(field).toHaveValue(refused);
      expect(field).toHaveAccessibleDescription(/hoogstens|Een bedrag van minstens 0/);
    }
    expect(calls.n).toBe(0);
    await user.clear(field);
    await user.type(field, '€ 1.286,66{Enter}');
    expect(await screen.findByText('Btw-bedrag opgeslagen')).toBeInTheDocument();
    expect(calls.n).toBe(1);
  });

  it('shows the quantity of a transport line and amount beside its price, so that quantity × price adds up to the total', () => {
    const perTon = line({
      id: '11',
      isTransport: true,
      product: null,
      pricingType: 'UNIT_PRICE',
      quantity: '24.5',
      price: '12.5',
      amount: '306.25',
      packingSlip: '1',
    });
    const block = line({
      id: '12',
      isTransport: true,
      product: null,
      pricingType: 'BLOCK_FREIGHT',
      quantity: '1',
      unit: null,
      price: '450',
      amount: '450',
      packingSlip: '2',
    });
    renderWithApollo(<LinesTable order={order([perTon, block], { isTransport: true })} locked askDelete={jest.fn()} />);
    const rows = screen
      .getAllByRole('row')
      .slice(1)
      .filter((r) => r.textContent?.includes('€'));
    expect(rows[0]).toHaveTextContent(/Eenheidsprijs.*24,5 Ton.*€ 12,50.*€ 306,25/);
    expect(rows[1]).toHaveTextContent(/Blokvracht.*1.*€ 450,00.*€ 450,00/);
    expect(screen.getByRole('columnheader', { name: 'Hoeveelheid' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Bedrag' })).toBeInTheDocument();
  });

  it('saves on leaving the field too; a locked invoice cannot change and offers no delete', async () => {
    const user = userEvent.setup();
    const calls = { n: 0 };
    const { unmount } = renderWithApollo(<LinesTable order={order([line()])} locked={false} askDelete={jest.fn()} />, {
      mocks: [vatMock('€ 3,10', '3.1', calls)],
    });
    const field = screen.getByRole('textbox', { name: 'Btw-bedrag van P010001 7000123' });
    await user.clear(field);
    await user.type(field, '€ 3,10');
    await user.tab();
    await waitFor(() => expect(calls.n).toBe(1));
    unmount();
    renderWithApollo(<LinesTable order={order([line()], { isCompleted: true })} locked askDelete={jest.fn()} />);
    expect(screen.getByRole('textbox', { name: 'Btw-bedrag van P010001 7000123' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'P010001 7000123 verwijderen' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verkooporder 41 openen in een nieuw tabblad' })).toHaveAttribute('target', '_blank');
  });
});
