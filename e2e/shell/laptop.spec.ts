import type { Locator } from '@playwright/test';
import { expect, test, unique } from '../fixtures';
import { expectEveryColumnRendered } from '../grid';
import { ProductsScreen } from '../products/products.page';
import { gql } from '../graphql';
import { SalesOrderDetail, SalesOrderFormPanel, SalesOrdersPage } from '../salesOrders/sales-orders.page';

// Issue 34: on a 1280×720 laptop, the buttons a clerk needs are on screen without scrolling: every
// column of the products list, a wider table's row actions pinned to its right edge, a form's Save.
test.use({ viewport: { width: 1280, height: 720 } });

test('every column of the products grid and the Change Price edit button are in view without scrolling', async ({ asOrder: page }) => {
  // a product of this test's own, which nothing uses yet: it can be deleted
  const ref = await gql<{ suppliers: { code: string }[]; customers: { code: string }[]; units: { code: string }[]; productGroups: { code: string }[] }>(
    page,
    '{ suppliers { code } customers { code } units { code } productGroups { code } }',
  );
  const name = unique('Laptop');
  const created = await gql<{ createProduct: { product: { code: string } | null; userErrors: unknown[] } }>(
    page,
    'mutation($i: CreateProductInput!) { createProduct(input: $i) { product { code } userErrors { code message } } }',
    {
      i: {
        supplierCode: ref.suppliers[0]?.code,
        customerCode: ref.customers[0]?.code,
        name,
        salesUnitCode: ref.units[0]?.code,
        purchaseUnitCode: ref.units[0]?.code,
        productGroupCode: ref.productGroups[0]?.code,
        kilogram: '1000',
      },
    },
  );
  const code = created.createProduct.product?.code ?? '';
  expect(created.createProduct.userErrors).toEqual([]);

  const products = new ProductsScreen(page);
  await products.goto();
  await page.getByRole('searchbox', { name: /Zoeken/ }).fill(name);
  await expect(products.table.getByRole('link', { name: `Product ${code} openen` })).toBeVisible();
  await expect(products.table.getByRole('button', { name: `Product ${code} kopiëren` })).toBeInViewport({ ratio: 0.5 });
  await expect(products.table.getByRole('button', { name: `Product ${code} verwijderen` })).toBeInViewport({ ratio: 0.5 });
  // every column is in view without a sideways scroll, sorted by a column with a long header too
  await expectEveryColumnFits(products.table);
  await products.table.getByRole('columnheader', { name: /^Leverancier/ }).click();
  await expect(products.table.getByRole('columnheader', { name: /^Leverancier/ })).toHaveAttribute('aria-sort', 'ascending');
  await expectEveryColumnFits(products.table);

  await page.goto('/change-price');
  const prices = page.getByRole('grid', { name: 'Prijswijzigingen' });
  await expect(prices.getByRole('button', { name: /^Prijs \d+ van .* wijzigen$/ }).first()).toBeInViewport();
  await expect(prices.getByRole('columnheader', { name: 'Prijs', exact: true })).toBeInViewport({ ratio: 1 });

  // in English too (other words in the headers)
  await products.goto();
  await page.getByRole('button', { name: 'En', exact: true }).click();
  const english = page.getByRole('grid', { name: 'Products' });
  await expect(english.getByRole('columnheader', { name: /^Supplier/ })).toBeVisible();
  await expectEveryColumnFits(english);
});

/** Every column of the grid is rendered and the grid does not scroll sideways: its rows are as wide as its place. */
async function expectEveryColumnFits(grid: Locator) {
  await expectEveryColumnRendered(grid);
  const scroller = grid.locator('.MuiDataGrid-virtualScroller');
  const { scrolled, shown } = await scroller.evaluate((el) => ({ scrolled: el.scrollWidth, shown: el.clientWidth }));
  expect(scrolled, 'the rows are wider than the grid').toBe(shown);
}

test('the edit-order modal’s Save is in view at 720 px high', async ({ asOrder: page }) => {
  // an order of a demurrage supplier: its form is the longest (shipping company, pickup reference, arrival date)
  const { salesOrders } = await gql<{ salesOrders: { nodes: { id: string; supplier: { hasDemurrage: boolean } }[] } }>(
    page,
    'query { salesOrders(range: ALL, page: { limit: 200 }, filter: { conditions: [{ field: IS_COMPLETED, operator: FALSE }] }) { nodes { id supplier { hasDemurrage } } } }',
  );
  const id = salesOrders.nodes.find((o) => o.supplier.hasDemurrage)?.id ?? '';
  expect(id).not.toBe('');
  await new SalesOrdersPage(page).goto(id);
  await new SalesOrderDetail(page, id).edit.click();
  const form = new SalesOrderFormPanel(page, 'Verkooporder bewerken');
  await expect(form.pickupReference).toBeVisible();
  await expect(form.save).toBeInViewport({ ratio: 1 });
});
