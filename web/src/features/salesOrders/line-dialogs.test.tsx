import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddSalesOrderLineDocument, CheckPackingSlipDocument, SalesItemsDocument, UpdateSalesOrderLineDocument } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { AddLineDialog, EditLineDialog } from './line-dialogs';
import { LINE, ORDER } from './test-fixtures';

const order = ORDER;

const created = LINE;

const itemsMock: Mock = {
  request: { query: SalesItemsDocument, variables: { customerCode: '10001', supplierCode: '20001', loadingDate: '2025-03-14' } },
  result: {
    data: {
      salesItems: [
        { __typename: 'SalesItem', product: created.product, label: 'P010001 Tarwe', priceAvailable: true },
        {
          __typename: 'SalesItem',
          product: { __typename: 'Product', id: '10', code: 'P010002', name: 'Gerst' },
          label: 'P010002 Gerst',
          priceAvailable: false,
        },
      ],
    },
  },
};

describe('AddLineDialog', () => {
  it('creates the line in step one, then updates it in step two and goes on to the transport', async () => {
    const user = userEvent.setup();
    const onDone = jest.fn();
    const updated = {
      ...created,
      purchaseQuantity: '24.48',
      packingSlip: 'PB-1',
      container: 'MSCU1234565',
      shippingDocument: 'BL-9',
      reportingDate: '2025-03-14',
    };
    renderWithApollo(<AddLineDialog order={order} unlocked={false} onClose={jest.fn()} onDone={onDone} />, {
      mocks: [
        itemsMock,
        {
          request: { query: AddSalesOrderLineDocument, variables: { input: { salesOrderId: '412', productId: '9', salesQuantity: '24.5', unlocked: false } } },
          result: { data: { addSalesOrderLine: { __typename: 'SalesOrderLinePayload', line: created, salesOrder: null, userErrors: [] } } },
        },
        {
          request: {
            query: CheckPackingSlipDocument,
            variables: { input: { productId: '9', loadingDate: '2025-03-14', excludeLineId: '71', packingSlip: 'PB-1' } },
          },
          result: {
            data: {
              checkPackingSlip: {
                __typename: 'PackingSlipCheck',
                isDuplicate: true,
                message: 'Packing slip PB-1 is already used for this product on sales order 300.',
                usedOnSalesOrderId: '300',
              },
            },
          },
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
                purchaseQuantity: '24.48',
                packingSlip: 'PB-1',
                container: 'MSCU1234565',
                shippingDocument: 'BL-9',
                reportingDate: '2025-03-14',
                unlocked: false,
              },
            },
          },
          result: { data: { updateSalesOrderLine: { __typename: 'SalesOrderLinePayload', line: updated, salesOrder: null, userErrors: [] } } },
        },
      ],
    });
    // Step one: only product and sales quantity.
    const product = screen.getByRole('combobox', { name: /Product/ });
    expect(product).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: /Aankoophoeveelheid/ })).not.toBeInTheDocument();
    await user.type(product, 'Tar');
    expect(await screen.findByRole('option', { name: /P010001 Tarwe/ })).toHaveTextContent('Prijs beschikbaar');
    await user.keyboard('{Enter}');
    expect(screen.getByText('Prijs beschikbaar', { selector: 'p' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Verkoophoeveelheid/ }), '24,5{Enter}');

    // Step two appears with the purchase quantity focused and prefilled.
    const purchase = await screen.findByRole('textbox', { name: /Aankoophoeveelheid/ });
    expect(purchase).toHaveFocus();
    expect(purchase).toHaveValue('24,5');
    expect(screen.getByRole('textbox', { name: /Rapportagedatum/ })).toHaveValue('14-03-2025');
    await user.clear(purchase);
    await user.type(purchase, '24,48');
    await user.type(screen.getByRole('textbox', { name: /Pakbon/ }), 'PB-1');
    await user.tab();
    expect(await screen.findByText('Pakbon PB-1 is al gebruikt voor dit product op verkooporder 300.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Container/ }), 'MSCU1234565');
    await user.type(screen.getByRole('textbox', { name: /Verzenddocument/ }), 'BL-9{Enter}');
    // Enter in a field before the last one saves the line alone: no next line after the transport
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ id: '71', packingSlip: 'PB-1' }), false));
  }, 20_000);

  it('requires product and a quantity with at most three decimals', async () => {
    const user = userEvent.setup();
    renderWithApollo(<AddLineDialog order={order} unlocked={false} onClose={jest.fn()} onDone={jest.fn()} />, { mocks: [itemsMock] });
    await user.type(screen.getByRole('textbox', { name: /Verkoophoeveelheid/ }), '1,2345{Enter}');
    expect(await screen.findByText('Verplicht veld')).toBeInTheDocument();
    expect(await screen.findByText('Hoogstens drie decimalen')).toBeInTheDocument();
  });
});

describe('EditLineDialog', () => {
  it('accepts a decimal comma in prices and sends points', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const line = { ...created, packingSlip: 'PB-1', reportingDate: '2025-03-14' };
    renderWithApollo(<EditLineDialog order={order} line={line} unlocked onClose={jest.fn()} onSaved={onSaved} />, {
      mocks: [
        {
          request: {
            query: UpdateSalesOrderLineDocument,
            variables: {
              input: {
                salesOrderId: '412',
                id: '71',
                salesQuantity: '24.5',
                salesPrice: '215.75',
                purchaseQuantity: '24.5',
                purchasePrice: '198',
                packingSlip: 'PB-1',
                container: null,
                shippingDocument: null,
                reportingDate: '2025-03-14',
                unlocked: true,
                expectedVersion: 'line-71-v1',
              },
            },
          },
          result: { data: { updateSalesOrderLine: { __typename: 'SalesOrderLinePayload', line, salesOrder: null, userErrors: [] } } },
        },
      ],
    });
    const price = screen.getByRole('textbox', { name: /Verkoopprijs/ });
    expect(price).toHaveValue('212,5');
    await user.clear(price);
    await user.type(price, '215,75{Enter}');
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('checks a changed packing slip, not the line’s own unchanged one (a spec provider would call it a duplicate)', async () => {
    const user = userEvent.setup();
    const line = { ...created, packingSlip: 'PB-1', reportingDate: '2025-03-14' };
    const asked = jest.fn((_packingSlip: string) => ({
      data: {
        checkPackingSlip: {
          __typename: 'PackingSlipCheck',
          isDuplicate: true,
          message: 'Packing slip PB-2 is already used for this product on sales order 300.',
          usedOnSalesOrderId: '300',
        },
      },
    }));
    const check = (packingSlip: string) => ({
      request: { query: CheckPackingSlipDocument, variables: { input: { productId: '9', loadingDate: '2025-03-14', excludeLineId: '71', packingSlip } } },
      result: () => asked(packingSlip),
    });
    renderWithApollo(<EditLineDialog order={order} line={line} unlocked={false} onClose={jest.fn()} onSaved={jest.fn()} />, {
      mocks: [check('PB-1'), check('PB-2')],
    });
    const slip = screen.getByRole('textbox', { name: /Pakbon/ });
    await user.click(slip);
    await user.tab();
    expect(asked).not.toHaveBeenCalled();
    await user.clear(slip);
    await user.type(slip, 'PB-2');
    await user.tab();
    expect(await screen.findByText('Pakbon PB-2 is al gebruikt voor dit product op verkooporder 300.')).toBeInTheDocument();
    expect(asked.mock.calls).toEqual([['PB-2']]);
  });
});
