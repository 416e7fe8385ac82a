import { expect, test } from '../fixtures';
import { gql } from '../graphql';
import { SearchBox } from './search.page';

interface Hit {
  id: string;
  value: string;
}

/** The best hit of a kind for a text, as a report builder would ask: the box must open that one. */
async function top(page: Parameters<typeof gql>[0], text: string, kind: string): Promise<Hit> {
  const data = await gql<{ search: { groups: { hits: Hit[] }[] } }>(
    page,
    'query($t: String!, $k: [SearchKind!]) { search(text: $t, kinds: $k, limit: 1) { groups { hits { id value } } } }',
    {
      t: text,
      k: [kind],
    },
  );
  const hit = data.search.groups[0]?.hits[0];
  if (!hit) throw new Error(`no ${kind} for ${text}`);
  return hit;
}

/** Issue 43: find a record of each kind from two screens and open it, with the keyboard alone. */
test('finds and opens a record of each kind from any screen, keyboard only', async ({ asOrder: page }) => {
  const { salesOrders, purchaseOrders, products } = await gql<{
    salesOrders: { nodes: { id: string; container: string | null; customer: { name: string } | null }[] };
    purchaseOrders: { nodes: { id: string; invoiceNumber: string; supplier: { name: string } }[] };
    products: { nodes: { id: string; code: string; name: string }[] };
  }>(
    page,
    `{ salesOrders(range: ALL, page: { offset: 0, limit: 100 }) { nodes { id container customer { name } } }
       purchaseOrders(show: ALL, page: { offset: 0, limit: 20 }) { nodes { id invoiceNumber supplier { name } } }
       products(page: { offset: 0, limit: 20 }) { nodes { id code name } } }`,
  );
  const withContainer = salesOrders.nodes.find((o) => o.container && o.customer);
  const invoice = purchaseOrders.nodes.find((p) => p.invoiceNumber.length >= 3);
  const product = products.nodes[0];
  if (!withContainer?.container || !withContainer.customer || !invoice || !product)
    throw new Error('the demo data lacks an order with a container, an invoice or a product');
  const search = new SearchBox(page);

  await test.step('from the sales-order screen: a container opens its order, Esc gives the focus back', async () => {
    const add = page.getByRole('button', { name: 'Verkooporder toevoegen' });
    await add.focus();
    await search.open('/');
    await page.keyboard.press('Escape');
    await expect(search.dialog).toBeHidden();
    await expect(add).toBeFocused();

    const order = await top(page, withContainer.container!, 'SALES_ORDER');
    await search.open('Control+K');
    await search.find(withContainer.container!, 'Verkooporders', `Verkooporder ${order.id}`);
    await expect(search.group('Verkooporders')).toContainText(`Container: ${order.value}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/sales-order/${order.id}$`));
    await expect(page.getByRole('dialog', { name: `Order #${order.id}` })).toBeVisible();
  });

  await test.step('from the tasks screen: an invoice number, a product code, a customer and a supplier', async () => {
    await page.goto('/task-overview');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const found = await top(page, invoice.invoiceNumber, 'PURCHASE_ORDER');
    await search.open('/');
    await search.find(invoice.invoiceNumber, 'Aankoopfacturen', `Aankoopfactuur ${found.value}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/purchase-order/${found.id}$`));
    await expect(page.getByRole('dialog', { name: `Aankoopfactuur #${found.id}` })).toBeVisible({ timeout: 30_000 });

    await search.open('Control+K');
    await search.find(product.code, 'Producten', `Product ${product.code}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}$`));
    await expect(page.getByRole('dialog', { name: new RegExp(product.code) })).toBeVisible();

    // a customer has no screen: Enter lists its orders, the next Enter opens the first
    const customer = withContainer.customer!.name;
    await search.open('Control+K');
    await search.find(customer, 'Klanten', customer);
    await page.keyboard.press('Enter');
    await expect(search.input).toHaveValue(customer);
    await expect(search.dialog.getByText(`Verkooporders van ${customer}`)).toBeVisible();
    await expect(search.results.getByRole('option', { selected: true })).toContainText(`Klant: ${customer}`);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/sales-order\/\d+$/);
    await expect(page.getByRole('dialog', { name: /^Order #\d+$/ })).toBeVisible();

    const supplier = invoice.supplier.name;
    await search.open('Control+K');
    await search.find(supplier, 'Leveranciers', supplier);
    await page.keyboard.press('Enter');
    await expect(search.dialog.getByText(`Aankoopfacturen van ${supplier}`)).toBeVisible();
    await expect(search.results.getByRole('option', { selected: true })).toContainText(`Leverancier: ${supplier}`);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/purchase-order\/\d+$/);
  });
});
