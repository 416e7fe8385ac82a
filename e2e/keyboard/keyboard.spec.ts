import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, browserToday, unique } from '../fixtures';
import { graphql } from '../graphql';
import { AddLineDialog, SalesOrderDetail, SalesOrderFormPanel, SalesOrdersPage } from '../salesOrders/sales-orders.page';
import { AddLinesDialog, PurchaseOrderDetail, PurchaseOrderFormPanel, PurchaseOrdersPage } from '../purchaseOrders/purchase-orders.page';
import { CountedKeys, countPointerPresses, pointerPresses } from './keys';

// Issue 43 point 3: sign in, a three-line sales order and a two-line purchase invoice, by keyboard
// alone (page.keyboard only, no pointer press recorded), saved and read back; the key presses
// beyond the typed values are counted and attached. The flow uses a shortcut where the screen
// offers it (aria-keyshortcuts, data-save-and-next) and Tab where it does not, so the same flow
// measures a build without them (the figure before).

interface Party {
  code: string;
  name: string;
}
interface Fit {
  code: string;
  customer: Party;
  supplier: Party;
}

/** A product of a supplier without demurrage, for a plannable customer without a note (no dialog in between). */
async function plainProduct(page: Page): Promise<Fit> {
  const { products } = await graphql<{
    products: {
      nodes: {
        code: string;
        supplier: (Party & { hasDemurrage: boolean }) | null;
        customer: (Party & { isToBePlanned: boolean; note: string | null }) | null;
      }[];
    };
  }>(
    page.request,
    'query { products(page: { limit: 2000 }) { nodes { code supplier { code name hasDemurrage } customer { code name isToBePlanned note } } } }',
  );
  const fit = products.nodes.find((p) => p.supplier && !p.supplier.hasDemurrage && p.customer && !p.customer.isToBePlanned && !p.customer.note?.trim());
  expect(fit, 'the seed has a product of a supplier without demurrage for a customer without a note').toBeTruthy();
  return { code: fit!.code, customer: fit!.customer!, supplier: fit!.supplier! };
}

async function signIn(keys: CountedKeys): Promise<void> {
  await keys.page.goto('/login');
  const email = keys.page.getByRole('textbox', { name: 'E-mailadres', exact: true });
  await keys.tabTo(email);
  await keys.type(ACCOUNTS.order.email);
  await keys.press('Tab');
  await keys.type(ACCOUNTS.order.password);
  await keys.press('Enter');
  await expect(keys.page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
}

/** A line of the order: by the chord (or Tab to its button), product, quantity, packing slip; Enter in the last field. */
async function enterLine(keys: CountedKeys, detail: SalesOrderDetail, fit: Fit, slip: string, first: boolean): Promise<void> {
  const page = keys.page;
  const dialog = new AddLineDialog(page);
  if (first || !(await dialog.root.isVisible())) {
    if (await detail.addLine.getAttribute('aria-keyshortcuts')) await keys.press('Alt+Shift+L');
    else {
      await keys.tabTo(detail.addLine);
      await keys.press('Enter');
    }
  }
  await expect(dialog.product).toBeFocused();
  await keys.type(fit.code);
  await expect(page.getByRole('option', { name: new RegExp(fit.code) }).first()).toBeVisible();
  await keys.press('Enter');
  await keys.press('Tab');
  await keys.type('12,5');
  await keys.press('Enter');
  await expect(dialog.purchaseQuantity).toBeFocused();
  await keys.tabTo(dialog.packingSlip);
  await keys.type(slip);
  const last = (await dialog.reportingDate.getAttribute('data-save-and-next')) !== null ? dialog.reportingDate : dialog.shippingDocument;
  await keys.tabTo(last);
  await keys.press('Enter');
  // the transport choice: the first transporter (or the skip) has the focus
  const transport = page.getByRole('dialog', { name: /^Transport kiezen voor/ });
  await expect(transport).toBeVisible();
  await expect(transport.getByRole('button').first()).toBeVisible();
  await expect(transport.locator(':focus')).toHaveCount(1);
  await keys.press('Enter');
  await expect(transport).toBeHidden();
}

async function enterSalesOrder(keys: CountedKeys, fit: Fit, reference: string, slip: string): Promise<string> {
  const page = keys.page;
  const overview = new SalesOrdersPage(page);
  await expect(overview.heading).toBeVisible();
  await keys.tabTo(overview.addButton);
  await keys.press('Enter');
  const form = new SalesOrderFormPanel(page);
  await expect(form.customer).toBeFocused();
  await keys.type(fit.customer.code);
  await expect(page.getByRole('option', { name: `${fit.customer.name} (${fit.customer.code})` })).toBeVisible();
  await keys.press('Enter');
  await keys.press('Tab');
  await keys.type(fit.supplier.code);
  await expect(page.getByRole('option', { name: `${fit.supplier.name} (${fit.supplier.code})` })).toBeVisible();
  await keys.press('Enter');
  await keys.tabTo(form.reference);
  await keys.type(reference);
  await keys.tabTo(form.loadingDate);
  await keys.type(browserToday().shown);
  await keys.save(form.save);
  await expect(page).toHaveURL(/\/sales-order\/\d+$/);
  await expect(form.root).toBeHidden();
  const detail = new SalesOrderDetail(page);
  await expect(detail.root.getByText(reference)).toBeVisible();
  const id = await detail.id();
  for (let n = 0; n < 3; n++) await enterLine(keys, detail, fit, slip, n === 0);
  // a run of lines ends with Esc on the next, empty one
  const addLine = new AddLineDialog(page);
  if (await addLine.root.isVisible()) {
    await keys.press('Escape');
    await expect(addLine.root).toBeHidden();
  }
  await expect(detail.lines.getByRole('cell', { name: new RegExp(`^${fit.code} – `) })).toHaveCount(3);
  return id;
}

async function enterPurchaseInvoice(keys: CountedKeys, fit: Fit, invoiceNumber: string, slip: string): Promise<string> {
  const page = keys.page;
  // to the purchase invoices by the main menu
  await keys.press('Escape');
  await expect(page).toHaveURL(/\/sales-order$/);
  const menu = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Aankoopfacturen' });
  await keys.tabTo(menu, 200, 'Shift+Tab'); // the menu is above the screen: backwards is the short way
  await keys.press('Enter');
  const overview = new PurchaseOrdersPage(page);
  await expect(overview.heading).toBeVisible({ timeout: 30_000 });
  keys.mark('toPurchaseScreen');
  await keys.tabTo(overview.addButton);
  await keys.press('Enter');
  const form = new PurchaseOrderFormPanel(page);
  await expect(form.party()).toBeFocused();
  await keys.type(fit.supplier.code);
  await expect(page.getByRole('option', { name: `${fit.supplier.name} (${fit.supplier.code})` })).toBeVisible();
  await keys.press('Enter');
  await keys.tabTo(form.invoiceNumber);
  await keys.type(invoiceNumber);
  // the supplier's default description, if it has one (it comes a moment after the choice); else typed
  const described = await expect(form.description)
    .not.toHaveValue('', { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!described) {
    await keys.tabTo(form.description);
    await keys.type('Levering e2e');
  }
  await keys.save(form.save);
  await expect(page).toHaveURL(/\/purchase-order\/\d+$/, { timeout: 30_000 });
  const id = page.url().split('/').pop()!;
  const detail = new PurchaseOrderDetail(page, id);
  await expect(detail.fact('Factuurnummer')).toHaveText(invoiceNumber);

  // two of the order's three lines, found by their packing slip
  if (await detail.addLines.getAttribute('aria-keyshortcuts')) await keys.press('Alt+Shift+L');
  else {
    await keys.tabTo(detail.addLines);
    await keys.press('Enter');
  }
  const dialog = new AddLinesDialog(page);
  await expect(dialog.root.getByRole('textbox', { name: 'Pakbon' })).toBeFocused();
  await keys.type(slip);
  await keys.press('Enter');
  const ticks = dialog.root.getByRole('checkbox', { name: /^Lijn \d+ selecteren$/ });
  await expect(ticks).toHaveCount(3);
  for (let n = 0; n < 2; n++) {
    await keys.tabTo(ticks.nth(n));
    await keys.press('Space');
  }
  await keys.tabTo(dialog.save);
  await keys.press('Enter');
  await expect(dialog.root).toBeHidden({ timeout: 30_000 });
  return id;
}

test('a sales order of three lines and a purchase invoice of two, by keyboard alone', async ({ browser }, info) => {
  test.slow();
  const context = await browser.newContext();
  const page = await context.newPage();
  await countPointerPresses(page);
  const keys = new CountedKeys(page);

  await signIn(keys);
  const signInPresses = keys.presses;
  const fit = await plainProduct(page);
  const slip = unique('KB');
  const salesOrderId = await enterSalesOrder(keys, fit, unique('KB-'), slip);
  const salesPresses = keys.presses - signInPresses;
  const salesTabs = keys.tabs;
  expect(await pointerPresses(page)).toBe(0);
  const purchaseOrderId = await enterPurchaseInvoice(keys, fit, unique('KBF-'), slip);
  expect(await pointerPresses(page)).toBe(0);

  // both are stored, as the gateway reads them back
  const stored = await graphql<{ salesOrder: { lines: { packingSlip: string }[] }; purchaseOrder: { lines: { id: string }[] } }>(
    page.request,
    'query ($s: ID!, $p: ID!) { salesOrder(id: $s) { lines { packingSlip } } purchaseOrder(id: $p) { lines { id } } }',
    { s: salesOrderId, p: purchaseOrderId },
  );
  expect(stored.salesOrder.lines.map((l) => l.packingSlip)).toEqual([slip, slip, slip]);
  expect(stored.purchaseOrder.lines).toHaveLength(2);

  const figures = {
    keyPressesBeyondTypedValues: keys.presses,
    ofWhichTabs: keys.tabs,
    signIn: signInPresses,
    salesOrder: salesPresses,
    salesOrderTabs: salesTabs,
    toPurchaseScreen: keys.marks.toPurchaseScreen! - signInPresses - salesPresses,
    purchaseInvoice: keys.presses - keys.marks.toPurchaseScreen!,
    typedCharacters: keys.typed,
  };
  console.log(`keyboard flow: ${JSON.stringify(figures)}`);
  await info.attach('keystrokes.json', { body: JSON.stringify(figures, null, 2), contentType: 'application/json' });
  await context.close();
});
