import { expect, test } from '../fixtures';
import { ProductsScreen, gql } from '../products/products.page';
import { SalesOrderDetail, SalesOrderFormPanel, SalesOrdersPage } from '../salesOrders/sales-orders.page';

// Issue 34: on a 1280×720 laptop, the buttons a clerk needs are on screen without scrolling: a row's
// actions are pinned to the table's right edge, and a form's Save stays in view.
test.use({ viewport: { width: 1280, height: 720 } });

test('the products grid’s copy and delete and the Change Price edit button are in view without scrolling', async ({ asAdmin: page }) => {
  const products = new ProductsScreen(page);
  await products.goto();
  const firstRow = products.table
    .getByRole('row')
    .filter({ has: page.getByRole('gridcell') })
    .first();
  await expect(firstRow.getByRole('button', { name: /^Product P\d+ kopiëren$/ })).toBeInViewport();
  // the table is wider than its place: the actions stand at its right edge, over the scrolled columns
  const scroller = products.table.locator('.MuiDataGrid-virtualScroller');
  expect(await scroller.evaluate((el) => el.scrollWidth > el.clientWidth && el.scrollLeft === 0)).toBe(true);
  await expect(products.table.getByRole('columnheader', { name: 'Verwijderen' })).toBeInViewport({ ratio: 1 });
  // a deletable product's delete button is within the window's width (it may be a few rows down)
  const deletable = products.table.getByRole('button', { name: /^Product P\d+ verwijderen$/ }).first();
  await deletable.scrollIntoViewIfNeeded();
  const box = await deletable.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(1280);
  expect(await scroller.evaluate((el) => el.scrollLeft)).toBe(0);

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
