import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CreateSalesPriceDocument, ProductDocument } from '../../generated/graphql';
import { renderWithApollo } from '../../core/testing';
import { ProductDetailsModal } from './product-details-modal';
import { PRODUCT } from './test-fixtures';

const year = new Date().getFullYear();

describe('ProductDetailsModal (opened from the sales order add-line dialog)', () => {
  it('shows the product facts and adds a sales price from its buttons', async () => {
    const user = userEvent.setup();
    const onClose = jest.fn();
    renderWithApollo(<ProductDetailsModal productId="1" onClose={onClose} />, {
      mocks: [
        { request: { query: ProductDocument, variables: { id: '1' } }, result: { data: { product: PRODUCT } } },
        {
          request: {
            query: CreateSalesPriceDocument,
            variables: { input: { productId: '1', price: '450', startDate: `${year}-01-01`, endDate: `${year}-12-31` } },
          },
          result: {
            data: {
              createSalesPrice: {
                __typename: 'SalesPricePayload',
                salesPrice: null,
                product: { __typename: 'Product', id: '1', salesPrice: '450', purchasePrice: null, purchasePrices: [], salesPrices: [], transportPrices: [] },
                userErrors: [],
              },
            },
          },
        },
      ],
    });
    const modal = screen.getByRole('dialog', { name: 'Productdetails' });
    expect(await within(modal).findByText('P010001')).toBeInTheDocument();
    expect(within(modal).getByText('Cosun Beet Company (200008)')).toBeInTheDocument();
    for (const label of ['Inkoopprijs toevoegen', 'Verkoopprijs toevoegen', 'Transportprijs toevoegen']) {
      expect(within(modal).getByRole('button', { name: label })).toBeInTheDocument();
    }
    await user.click(within(modal).getByRole('button', { name: 'Verkoopprijs toevoegen' }));
    const form = await screen.findByRole('dialog', { name: 'Verkoopprijs toevoegen' });
    await user.type(within(form).getByRole('textbox', { name: /Prijs/ }), '450');
    await user.click(within(form).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verkoopprijs toevoegen' })).not.toBeInTheDocument());
    expect(await screen.findByText('Prijs toegevoegd')).toBeInTheDocument();
    await user.click(await within(modal).findByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalled();
  });
});
