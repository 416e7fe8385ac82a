import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PriceChangesDocument, PriceVersionsDocument, UpdatePriceChangeDocument, type PriceChangesQuery } from '../../generated/graphql';
import { renderWithApollo, type Mock } from '../../core/testing';
import { ChangePricePage, rowColor } from './change-price-page';
import { ChangePriceDialog } from './change-price-form';

type Row = PriceChangesQuery['priceChanges'][number];
const row = (id: string, kind: Row['kind'], startDate: string, color: string): Row => ({
  __typename: 'PriceChange',
  id,
  kind,
  articleSegment1: 'Sojaschroot',
  articleSegment2: '200008',
  articleSegment3: '100007',
  startDate,
  endDate: '2026-12-31',
  unit: 'TON',
  price: '396.8612',
  productName: 'Sojaschroot 48% HP',
  productCode: `P01000${id}`,
  product: { __typename: 'Product', id: '1' },
  relationCode: '200008',
  relationName: 'Cosun Beet Company',
  color,
});

const listMock = (date: string, rows: Row[]): Mock => ({
  request: { query: PriceChangesDocument, variables: { date } },
  result: { data: { priceChanges: rows } },
});
const TODAY = () => new Date(2026, 10, 21);

const price = (id: string, version: string) => ({ id, version, price: '396.8612', startDate: '2026-01-01', endDate: '2026-12-31' });
// The product's price versions, as the edit reads them when it opens (purchase 4 and sales 4 are two prices).
const versionsMock: Mock = {
  request: { query: PriceVersionsDocument, variables: { productId: '1' } },
  result: {
    data: {
      product: {
        __typename: 'Product',
        id: '1',
        purchasePrices: [{ __typename: 'PurchasePrice', ...price('4', 'purchase-v4') }],
        salesPrices: [{ __typename: 'SalesPrice', ...price('4', 'sales-v4') }],
        transportPrices: [],
      },
    },
  },
};

describe('ChangePricePage', () => {
  it('lists the prices of today by start date, purchase 4 and sales 4 as two rows', async () => {
    renderWithApollo(<ChangePricePage today={TODAY} />, {
      mocks: [listMock('2026-11-21', [row('4', 'SALES', '2026-03-01', 'black'), row('4', 'PURCHASE', '2026-01-01', 'orange')])],
    });
    expect(screen.getByRole('textbox', { name: 'Datum' })).toHaveValue('21-11-2026');
    await screen.findAllByText('Sojaschroot 48% HP', {}, { timeout: 15_000 });
    const kinds = screen
      .getAllByRole('row')
      .slice(1)
      .map((r) => within(r).queryByText(/^(Inkoop|Verkoop)$/)?.textContent);
    expect(kinds).toEqual(['Inkoop', 'Verkoop']);
    // The grid renders the columns that fit jsdom's viewport; the rest are checked in the e2e flow.
    for (const header of ['Id', 'Artikel seg 1', 'Artikel seg 2', 'Artikel seg 3']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /Volgende pagina/ })).not.toBeInTheDocument();
  });

  it('reloads for another date typed as ddMM', async () => {
    const user = userEvent.setup();
    renderWithApollo(<ChangePricePage today={TODAY} />, {
      mocks: [listMock('2026-11-21', [row('4', 'SALES', '2026-03-01', 'black')]), listMock('2026-02-03', [row('9', 'PURCHASE', '2026-01-01', 'red')])],
    });
    await screen.findByText('P010004', {}, { timeout: 15_000 });
    const date = screen.getByRole('textbox', { name: 'Datum' });
    await user.clear(date);
    await user.type(date, '0302{Enter}');
    expect(await screen.findByText('P010009')).toBeInTheDocument();
  });

  it("edits a price in a modal: Price, Start date, End date, Save, sending the price's version read when it opened", async () => {
    // The Action column lies beyond jsdom's grid viewport; the e2e flow clicks it on the page.
    const user = userEvent.setup();
    const onSaved = jest.fn();
    renderWithApollo(<ChangePriceDialog row={row('4', 'PURCHASE', '2026-01-01', 'black')} onClose={jest.fn()} onSaved={onSaved} />, {
      mocks: [
        versionsMock,
        {
          request: {
            query: UpdatePriceChangeDocument,
            variables: {
              input: {
                kind: 'PURCHASE',
                id: '4',
                productId: '1',
                expectedVersion: 'purchase-v4',
                price: '401.5',
                startDate: '2026-01-01',
                endDate: '2026-12-31',
              },
            },
          },
          result: { data: { updatePriceChange: { __typename: 'PriceChangePayload', updatedId: '4', userErrors: [] } } },
        },
      ],
    });
    const dialog = screen.getByRole('dialog', { name: 'Prijs 4 wijzigen' });
    // the form opens once the price's version is read
    expect(await within(dialog).findByRole('textbox', { name: /Begindatum/ })).toHaveValue('01-01-2026');
    expect(within(dialog).getByRole('textbox', { name: /Einddatum/ })).toHaveValue('31-12-2026');
    const price = within(dialog).getByRole('textbox', { name: /Prijs/ });
    expect(price).toHaveValue('396,8612');
    await user.clear(price);
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    expect(await within(dialog).findByText('Verplicht veld')).toBeInTheDocument();
    await user.type(price, '401,5');
    await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('keeps provider colours but darkens the ones unreadable on white', () => {
    expect(rowColor('orange')).toBe('#b45309');
    expect(rowColor('RED')).toBe('#c62828');
    expect(rowColor('black')).toBeUndefined();
    expect(rowColor('#123456')).toBe('#123456');
  });
});
