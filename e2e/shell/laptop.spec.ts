import { expect, test, unique } from '../fixtures';
import { ProductsScreen } from '../products/products.page';
import { gql } from '../graphql';
import { SalesOrderDetail, SalesOrderFormPanel, SalesOrdersPage } from '../salesOrders/sales-orders.page';

// Issue 34: on a 1280×720 laptop, the buttons a clerk needs are on screen without scrolling: a row's
// actions are pinned to the table's right edge, and a form's Save stays in view.
test.use({ viewport: { width: 1280, height: 720 } });

test('the products grid’s copy and delete and the Change Price edit button are in view without scrolling', async ({ asOrder: page }) => {
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
  // the table is wider than its place: the actions stand at its right edge, over the scrolled columns
  const scroller = products.table.locator('.MuiDataGrid-virtualScroller');
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth && el.scrollLeft === 0)).toBe(true);

  await page.goto('/change-price');
  const prices = page.getByRole('grid', { name: 'Prijswijzigingen' });
  await expect(prices.getByRole('button', { name: /^Prijs \d+ van .* wijzigen$/ }).first()).toBeInViewport();
  await expect(prices.getByRole('columnheader', { name: 'Prijs', exact: true })).toBeInViewport({ ratio: 1 });
});

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
