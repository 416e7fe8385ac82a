import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  UpdateProductDocument,
  UpdatePurchasePriceDocument,
  type UpdateProductMutationVariables,
  type UpdatePurchasePriceMutationVariables,
} from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { required } from '../../ui/required';
import { PriceForm } from './price-form';
import { ProductForm } from './product-form';
import { optionsMock, PRODUCT } from './test-fixtures';

// Issue 33: a product or price edit sends the version it was opened on; a stale one is refused and the form keeps the input.

/** A CHANGED_BY_SOMEONE_ELSE refusal: bea changed one field of the record since it was opened. */
function changedBy(recordType: string, recordId: string, field: string, oldValue: string, newValue: string) {
  return {
    __typename: 'UserError' as const,
    field: null,
    code: 'CHANGED_BY_SOMEONE_ELSE',
    message: `${recordType} ${recordId} changed since.`,
    conflict: {
      __typename: 'Conflict' as const,
      currentVersion: 'v-now',
      changes: [
        {
          __typename: 'HistoryEntry' as const,
          id: 'h1',
          at: '2026-03-14T13:05:00Z',
          userName: 'bea@example.be',
          recordType,
          recordId,
          ownerType: 'PRODUCT',
          ownerId: '1',
          action: 'CHANGED',
          changes: [{ __typename: 'FieldChange' as const, field, oldValue, newValue }],
        },
      ],
    },
  };
}

describe('product form: changed by someone else', () => {
  it('sends the version it was opened on; a refusal keeps the typed input and shows who changed what, when', async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const sent: UpdateProductMutationVariables['input'][] = [];
    const update: Mock = {
      request: { query: UpdateProductDocument, variables: () => true },
      result: (variables) => {
        sent.push((variables as UpdateProductMutationVariables).input);
        const refusal = changedBy('PRODUCT', '1', 'description', 'Sojaschroot 48% HP', 'Sojaschroot 46%');
        return { data: { updateProduct: { __typename: 'ProductPayload', product: null, userErrors: [refusal] } } };
      },
    };
    renderWithApollo(<ProductForm mode="edit" product={PRODUCT} isAdministrator onSaved={onSaved} />, { mocks: [optionsMock(true), update] });
    const description = await screen.findByRole('textbox', { name: /Omschrijving/ });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Leverancier/ })).toHaveValue('Cosun Beet Company (200008)'));
    await user.clear(description);
    await user.type(description, 'Sojaschroot 50%');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const panel = await screen.findByRole('alert', { name: 'Iemand anders heeft dit intussen gewijzigd' });
    expect(sent[0]).toMatchObject({ id: '1', expectedVersion: 'product-v1', description: 'Sojaschroot 50%' });
    expect(panel).toHaveTextContent('bea@example.be, 14-03-2026 14:05:');
    expect(panel).toHaveTextContent('Omschrijving: Sojaschroot 48% HP → Sojaschroot 46%');
    expect(description).toHaveValue('Sojaschroot 50%');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('price form: versions', () => {
  it("sends the edited price's version as expectedVersion, and shows the conflict panel when it is stale", async () => {
    const user = userEvent.setup();
    const onSaved = jest.fn();
    const sent: UpdatePurchasePriceMutationVariables['input'][] = [];
    const update: Mock = {
      request: { query: UpdatePurchasePriceDocument, variables: () => true },
      result: (variables) => {
        sent.push((variables as UpdatePurchasePriceMutationVariables).input);
        const refusal = changedBy('PURCHASE_PRICE', '4', 'price', '396.86', '399.00');
        return {
          data: { updatePurchasePrice: { __typename: 'PurchasePricePayload', purchasePrice: null, product: null, affectedLines: [], userErrors: [refusal] } },
        };
      },
    };
    const price = required(PRODUCT.purchasePrices[0], 'purchase price 4');
    renderWithApollo(<PriceForm kind="purchase" productId="1" price={price} onSaved={onSaved} />, { mocks: [update] });
    const field = screen.getByRole('textbox', { name: /Prijs/ });
    await user.clear(field);
    await user.type(field, '401');
    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const panel = await screen.findByRole('alert', { name: 'Iemand anders heeft dit intussen gewijzigd' });
    expect(sent).toEqual([{ id: '4', productId: '1', expectedVersion: 'purchase-v4', price: '401', startDate: '2026-01-01', endDate: '2026-12-31' }]);
    expect(panel).toHaveTextContent('bea@example.be');
    expect(field).toHaveValue('401');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
