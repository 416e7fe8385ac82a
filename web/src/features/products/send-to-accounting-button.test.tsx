import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SendProductToAccountingDocument } from '../../generated/graphql';
import { ADMINISTRATOR, meMock, ORDERVERWERKER, renderWithApollo } from '../../core/testing';
import { SendToAccountingButton } from './send-to-accounting-button';

describe('SendToAccountingButton (issue 34 points 3 and 4)', () => {
  it('asks first naming the product, Cancel focused: cancel sends nothing, confirm sends once', async () => {
    const user = userEvent.setup({ delay: null });
    const sent = jest.fn(() => ({
      data: {
        sendProductToAccounting: {
          __typename: 'ProductPayload',
          product: { __typename: 'Product', id: '9', version: 'product-v2', accountingBooking: '4711', canDelete: false },
          userErrors: [],
        },
      },
    }));
    renderWithApollo(<SendToAccountingButton productId="9" version="product-v1" code="P010001" name="Tarwe" />, {
      mocks: [
        meMock(ADMINISTRATOR),
        { request: { query: SendProductToAccountingDocument, variables: { id: '9', expectedVersion: 'product-v1' } }, result: sent, maxUsageCount: 3 },
      ],
    });
    const send = await screen.findByRole('button', { name: 'Verzenden naar Exact' });
    await user.click(send);
    const dialog = await screen.findByRole('dialog', { name: 'Product versturen' });
    expect(dialog).toHaveTextContent('Product P010001 (Tarwe) naar de boekhouding sturen?');
    expect(dialog).toHaveTextContent('Dit kan niet ongedaan worden.');
    expect(within(dialog).getByRole('button', { name: 'Annuleren' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annuleren' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Product versturen' })).not.toBeInTheDocument());
    expect(sent).not.toHaveBeenCalled();

    await user.click(send);
    await user.click(within(await screen.findByRole('dialog', { name: 'Product versturen' })).getByRole('button', { name: 'Naar de boekhouding sturen' }));
    await waitFor(() => expect(sent).toHaveBeenCalledTimes(1));
  });

  it('is not offered to Orderverwerker; a booked product still says where it went', async () => {
    const { unmount } = renderWithApollo(<SendToAccountingButton productId="9" version="product-v1" code="P010001" name="Tarwe" />, {
      mocks: [meMock(ORDERVERWERKER)],
    });
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    unmount();
    renderWithApollo(<SendToAccountingButton productId="9" version="product-v1" code="P010001" name="Tarwe" booking="4711" />, {
      mocks: [meMock(ORDERVERWERKER)],
    });
    expect(await screen.findByRole('button', { name: /4711/ })).toBeDisabled();
  });
});
