import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DeleteProductDocument, ProductDocument, ProductsDocument, ProductTotalDocument, type ProductRowFragment } from '../../generated/graphql';
import { ADMINISTRATOR, meMock, ORDERVERWERKER, renderWithApollo, type Mock } from '../../core/testing';
import { ProductsPage } from './products-page';
import { PRODUCT } from './test-fixtures';
import { required } from '../../ui/required';

const row = (id: string, code: string, canDelete: boolean): ProductRowFragment => ({
  __typename: 'Product',
  id,
  version: `product-v${id}`,
  code,
  name: 'Sojaschroot',
  description: 'Sojaschroot 48% HP',
  supplier: { __typename: 'Supplier', code: '200008', name: 'Cosun Beet Company' },
  customer: { __typename: 'Customer', code: '100007', name: 'ForFarmers Lochem' },
  salesUnit: { __typename: 'Unit', code: 'TON', name: 'Ton' },
  purchaseUnit: { __typename: 'Unit', code: 'TON', name: 'Ton' },
  salesPrice: '438.3623',
  purchasePrice: '396.8612',
  kilogram: '1000.000',
  canDelete,
});

const ROWS = [row('1', 'P010001', true), row('2', 'P010002', false)];
let listCalls: Array<Record<string, unknown>> = [];

function listMock(rows: ProductRowFragment[], count = 3): Mock {
  return {
    request: {
      query: ProductsDocument,
      variables: (variables: Record<string, unknown>) => {
        listCalls.push(variables);
        return true;
      },
    },
    result: { data: { products: { __typename: 'ProductPage', totalCount: rows.length, nodes: rows } } },
    maxUsageCount: count,
  };
}

const totalMock: Mock = {
  request: { query: ProductTotalDocument },
  result: { data: { products: { __typename: 'ProductPage', totalCount: 300 } } },
  maxUsageCount: 3,
};

const detailMock: Mock = { request: { query: ProductDocument, variables: { id: '1' } }, result: { data: { product: PRODUCT } }, maxUsageCount: 3 };

function renderPage(route: string, mocks: Mock[], me = ADMINISTRATOR) {
  return renderWithApollo(
    <Routes>
      <Route path="/product/:id?" element={<ProductsPage />} />
    </Routes>,
    { route, mocks: [meMock(me), ...mocks] },
  );
}

beforeEach(() => {
  listCalls = [];
});

describe('ProductsPage', () => {
  it('asks the gateway for one page sorted by code and shows the columns', async () => {
    renderPage('/product', [listMock(ROWS), totalMock]);
    expect(await screen.findByRole('link', { name: 'Product P010001 openen' }, { timeout: 15_000 })).toBeInTheDocument();
    for (const header of ['Productcode', 'Leverancier', 'Product', 'Klant', 'Productnaam', 'Verkoopprijs', 'Inkoopprijs', 'Verkoopeenheid', 'Inkoopeenheid']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    expect(listCalls[0]).toMatchObject({ sort: [{ field: 'CODE', direction: 'ASC' }], page: { offset: 0, limit: 25 } });
    expect(screen.getAllByText('€ 438,36').length).toBeGreaterThan(0);
  });

  it('offers delete only where the product may be deleted, and deletes after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('/product', [
      listMock(ROWS, 1),
      totalMock,
      {
        request: { query: DeleteProductDocument, variables: { id: '1', expectedVersion: 'product-v1' } },
        result: { data: { deleteProduct: { __typename: 'DeleteProductPayload', deletedId: '1', userErrors: [] } } },
      },
      listMock([required(ROWS[1], 'the second row')], 2),
    ]);
    await screen.findByRole('link', { name: 'Product P010002 openen' }, { timeout: 15_000 });
    expect(screen.queryByRole('button', { name: 'Product P010002 verwijderen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Product P010001 verwijderen' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Weet u zeker dat u product P010001 wilt verwijderen?');
    await user.click(within(dialog).getByRole('button', { name: 'Verwijderen' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Product P010001 openen' })).not.toBeInTheDocument());
  });

  it('opens the detail panel from the URL, with the three price lists', async () => {
    renderPage('/product/1', [listMock(ROWS), totalMock, detailMock]);
    const panel = await screen.findByRole('dialog', { name: 'Product P010001' }, { timeout: 15_000 });
    expect(within(panel).getByRole('link', { name: 'analyse.pdf' })).toHaveAttribute('href', '/files/41');
    for (const list of ['Inkoopprijzen', 'Verkoopprijzen', 'Transportprijzen']) {
      expect(within(panel).getByRole('heading', { name: list })).toBeInTheDocument();
    }
    expect(within(panel).getByRole('button', { name: 'Verzenden naar Exact' })).toBeInTheDocument();
    expect(within(panel).getAllByRole('button', { name: /goedkeuren/ }).length).toBeGreaterThan(0);
  });

  it('a product code link leads to /product/:id', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage('/product', [listMock(ROWS), totalMock, detailMock]);
    await user.click(await screen.findByRole('link', { name: 'Product P010001 openen' }, { timeout: 15_000 }));
    expect(screen.getByTestId('location')).toHaveTextContent('/product/1');
    expect(await screen.findByRole('dialog', { name: 'Product P010001' })).toBeInTheDocument();
  });

  it('shows an Orderverwerker no Approve button', async () => {
    renderPage('/product/1', [listMock(ROWS), totalMock, detailMock], ORDERVERWERKER);
    const panel = await screen.findByRole('dialog', { name: 'Product P010001' }, { timeout: 15_000 });
    await within(panel).findAllByText('Niet goedgekeurd');
    expect(within(panel).queryByRole('button', { name: /goedkeuren/ })).not.toBeInTheDocument();
  });
});
