import { browserToday, expect, test, unique } from '../fixtures';
import { ChangePriceScreen, ProductsScreen } from './products.page';
import { gql } from '../graphql';

const YEAR = browserToday().year;
const shots = process.env.SCREENSHOTS_DIR;

/** A customer without a note (the note pop-up is checked on its own). */
async function customers(page: import('@playwright/test').Page) {
  const { customers } = await gql<{ customers: Array<{ code: string; name: string; note: string | null }> }>(page, '{ customers { code name note } }');
  return { plain: customers.find((c) => !c.note?.trim())!, withNote: customers.find((c) => !!c.note?.trim()) };
}

test.describe('products and prices', () => {
  test('an administrator creates a product with a file, is refused a duplicate, adds, approves and views prices', async ({ asAdmin: page }) => {
    const products = new ProductsScreen(page);
    const { plain, withNote } = await customers(page);
    await products.goto();
    await expect(products.table.getByRole('link', { name: /^Product P\d+ openen$/ }).first()).toBeVisible();
    if (shots) await page.screenshot({ path: `${shots}/products-list.png` });

    // The customer note pops up when a customer with a note is chosen.
    await products.openAdd();
    if (withNote) {
      await products.autocomplete(products.form, /^Klant/, withNote.name);
      const note = page.getByRole('dialog', { name: /Opmerking bij klant/ });
      await expect(note).toContainText(withNote.note!.trim());
      await note.getByRole('button', { name: 'OK' }).click();
      await expect(note).toBeHidden();
    }
    // Required fields, with Approver for an administrator (the customer may already be chosen).
    await products.save();
    await expect(products.form.getByText('Verplicht veld')).toHaveCount(withNote ? 6 : 7);
    await expect(products.form.getByRole('combobox', { name: /^Goedkeurder/ })).toHaveAttribute('aria-invalid', 'true');

    const name = unique('E2E Tarwe ');
    const content = `Analysecertificaat ${name}\n`;
    const chosen = await products.fill({
      customer: plain.name,
      product: name,
      salesUnit: 'Ton',
      purchaseUnit: 'Ton',
      approver: 'admin@backoffice.test',
      kilogram: '1000',
      files: [{ name: 'analyse.txt', mimeType: 'text/plain', buffer: Buffer.from(content) }],
    });
    if (shots) await page.screenshot({ path: `${shots}/product-add-form.png` });
    await products.save();

    // After create the detail opens, with the uploaded file; it downloads again as it went up.
    const { id } = await products.openedProduct();
    await expect(products.detail.getByText(name, { exact: true })).toBeVisible();
    const link = products.detail.getByRole('link', { name: 'analyse.txt' });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('analyse.txt');
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(content);

    // The same product, supplier and customer again: refused.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/product$/);
    await products.openAdd();
    await products.fill({
      supplier: chosen.supplier,
      customer: chosen.customer,
      product: name,
      salesUnit: 'Ton',
      purchaseUnit: 'Ton',
      approver: 'admin@backoffice.test',
      kilogram: '1000',
    });
    await products.save();
    await expect(products.form.getByText(/^Dubbel product!/)).toBeVisible();
    await expect(products.form.getByRole('textbox', { name: 'Product', exact: true })).toHaveAttribute('aria-invalid', 'true');
    // the refused input is still there: Esc asks before throwing it away (issue 34)
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Uw wijzigingen weggooien?' }).getByRole('button', { name: 'Weggooien' }).click();
    await expect(products.form).toBeHidden();

    // Prices of all three kinds, with the default dates of this year.
    await products.goto(id);
    await products.addPrice('purchase', { price: '101,5' });
    await products.addPrice('sales', { price: '120' });
    await products.addPrice('transport', { price: '650', transporter: 'Bakker', pricingType: 'Blokvracht' });
    await expect(products.priceRows('purchase')).toContainText(['€ 101,50']);
    await expect(products.priceRows('sales')).toContainText(['€ 120,00']);
    await expect(products.priceRows('transport')).toContainText(['Bakker Transport Ede (T0004)']);
    await expect(products.priceRows('transport')).toContainText(['Blokvracht']);
    await expect(products.priceRows('purchase').first()).toContainText(`01-01-${YEAR}`);
    await expect(products.priceRows('purchase').first()).toContainText(`31-12-${YEAR}`);

    // Approve the purchase price, after confirmation.
    await products
      .priceList('purchase')
      .getByRole('button', { name: `Prijs € 101,50 01-01-${YEAR} goedkeuren` })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Prijs goedkeuren' });
    await expect(confirm).toContainText('Weet u zeker dat u deze prijs wilt goedkeuren?');
    await expect(confirm.getByRole('button', { name: 'Annuleren' })).toBeVisible();
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(products.priceRows('purchase').first()).toContainText('Goedgekeurd');

    // Latest / All: an older price shows only under Toon alles, and the choice survives a reload.
    await products.addPrice('purchase', { price: '95', startDate: `01-01-${YEAR - 1}`, endDate: `31-12-${YEAR - 1}` });
    await expect(products.viewButton('purchase', 'Toon nieuwste')).toHaveAttribute('aria-pressed', 'true');
    await expect(products.priceRows('purchase')).toHaveCount(1);
    await products.viewButton('purchase', 'Toon alles').click();
    await expect(products.priceRows('purchase')).toHaveCount(2);
    await page.reload();
    await expect(products.detail).toBeVisible();
    await expect(products.viewButton('purchase', 'Toon alles')).toHaveAttribute('aria-pressed', 'true');
    await expect(products.priceRows('purchase')).toHaveCount(2);
    await expect(products.viewButton('sales', 'Toon nieuwste')).toHaveAttribute('aria-pressed', 'true');
    if (shots) await page.screenshot({ path: `${shots}/product-detail.png` });
  });

  test('an administrator edits a price and reprices an affected order line', async ({ asAdmin: page }) => {
    const products = new ProductsScreen(page);
    // A line of an order loading this year, and the purchase price that covers its loading date.
    const { salesOrders } = await gql<{
      salesOrders: {
        nodes: Array<{
          id: string;
          isCompleted: boolean;
          loadingDate: string | null;
          lines: Array<{ id: string; product: { id: string }; purchasePrice: string }>;
        }>;
      };
    }>(
      page,
      `query($from: String!, $to: String!) {
        salesOrders(range: ALL, filter: { conditions: [{ field: LOADING_DATE, operator: BETWEEN, value: $from, valueTo: $to }] }, page: { limit: 200 }) {
          nodes { id isCompleted loadingDate lines { id product { id } purchasePrice } }
        }
      }`,
      { from: `${YEAR}-01-01`, to: `${YEAR}-12-31` },
    );
    let target: { order: string; line: string; productId: string; priceId: string; price: string; startDate: string } | null = null;
    // An invoiced order is locked: take one that is not; the seeded ones first (lowest ids), never an
    // order another flow is working on at the same time (its amounts would move under it).
    const seededFirst = salesOrders.nodes.filter((o) => !o.isCompleted).sort((a, b) => Number(a.id) - Number(b.id));
    for (const order of seededFirst) {
      for (const line of order.lines) {
        const { product } = await gql<{ product: { purchasePrices: Array<{ id: string; price: string; startDate: string; endDate: string }> } }>(
          page,
          'query($id: ID!) { product(id: $id) { purchasePrices { id price startDate endDate } } }',
          { id: line.product.id },
        );
        const price = product.purchasePrices.find((p) => p.startDate <= order.loadingDate! && order.loadingDate! <= p.endDate);
        if (price) target = { order: order.id, line: line.id, productId: line.product.id, priceId: price.id, price: price.price, startDate: price.startDate };
        if (target) break;
      }
      if (target) break;
    }
    expect(target, 'a seeded order line loading this year with a purchase price').not.toBeNull();
    const t = target!;
    const [y, m, d] = t.startDate.split('-');
    const shown = (amount: string) => `€ ${Number(amount).toLocaleString('nl-BE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
    const newPrice = (Math.round(Number(t.price) * 100) / 100 + 1.25).toFixed(2);

    await products.goto(t.productId);
    await products.viewButton('purchase', 'Toon alles').click();
    await products
      .priceList('purchase')
      .getByRole('button', { name: `Prijs ${shown(t.price)} ${d}-${m}-${y} bewerken` })
      .click();
    const form = products.priceDialog('Inkoopprijs bewerken');
    await form.getByRole('textbox', { name: /^Prijs/ }).fill(newPrice.replace('.', ','));
    await form.getByRole('button', { name: 'Opslaan' }).click();
    // An approved price loses its approval when edited: the form asks first.
    const approval = page.getByRole('dialog', { name: 'Goedkeuring vervalt' });
    const popupOrApproval = page.getByRole('dialog', { name: /^(Goedkeuring vervalt|Prijswijziging overnemen)$/ });
    await expect(popupOrApproval.first()).toBeVisible();
    if (await approval.isVisible()) await approval.getByRole('button', { name: 'Toch opslaan' }).click();

    // The adoption pop-up lists the line; submit waits for a tick.
    const popup = page.getByRole('dialog', { name: 'Prijswijziging overnemen' });
    await expect(popup).toBeVisible();
    const submit = popup.getByRole('button', { name: 'Nieuwe prijs toepassen' });
    await expect(submit).toBeDisabled();
    await popup.getByRole('checkbox', { name: `Order ${t.order} lijn ${t.line} aanvinken` }).check();
    await expect(submit).toBeEnabled();
    if (shots) await page.screenshot({ path: `${shots}/reprice-popup.png` });
    await submit.click();
    await expect(popup).toBeHidden();
    await expect(page.getByText(/orderlijn(en)? kreeg/)).toBeVisible();

    const { salesOrder } = await gql<{ salesOrder: { lines: Array<{ id: string; purchasePrice: string }> } }>(
      page,
      'query($id: ID!) { salesOrder(id: $id) { lines { id purchasePrice } } }',
      { id: t.order },
    );
    expect(Number(salesOrder.lines.find((l) => l.id === t.line)!.purchasePrice)).toBeCloseTo(Number(newPrice), 4);
  });

  test('the Change Price screen edits a price valid today and reloads', async ({ asAdmin: page }) => {
    await page.setViewportSize({ width: 1920, height: 1000 }); // every column of the wide table in view
    const changePrice = new ChangePriceScreen(page);
    await changePrice.goto();
    await expect(page.getByRole('textbox', { name: 'Datum' })).toHaveValue(browserToday().shown);
    for (const header of [
      'Id',
      'Artikel seg 1',
      'Artikel seg 2',
      'Artikel seg 3',
      'Begindatum',
      'Eenheid',
      'Einddatum',
      'Prijs',
      'Productcode',
      'Relatiecode',
      'Relatienaam',
      'Soort prijs',
      'Actie',
    ]) {
      await expect(changePrice.table.getByRole('columnheader', { name: new RegExp(`^${header}`) }).first()).toBeVisible();
    }
    // A sales price: search for the kind, take the first one listed.
    await changePrice.search('Verkoop');
    const row = changePrice.row('Verkoop').first();
    await expect(row).toBeVisible();
    const code = (await row.getByRole('gridcell').nth(9).textContent())!.trim();
    await changePrice.search(code);
    const salesRow = changePrice.row(code, 'Verkoop').first();
    if (shots) await page.screenshot({ path: `${shots}/change-price.png` });
    await salesRow.getByRole('button', { name: /wijzigen$/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Prijs \d+ wijzigen$/ });
    await expect(dialog.getByRole('textbox', { name: /^Begindatum/ })).toHaveValue(/\d{2}-\d{2}-\d{4}/);
    await dialog.getByRole('textbox', { name: /^Prijs/ }).fill('321,45');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(changePrice.row(code, 'Verkoop').first()).toContainText('€ 321,45');
  });

  test('an Orderverwerker creates a product without the Approver field', async ({ asOrder: page }) => {
    const products = new ProductsScreen(page);
    const { plain } = await customers(page);
    await products.goto();
    await products.openAdd();
    await expect(products.form.getByRole('combobox', { name: /^Leverancier/ })).toBeVisible();
    await expect(products.form.getByRole('combobox', { name: /^Goedkeurder/ })).toHaveCount(0);
    await products.save();
    await expect(products.form.getByText('Verplicht veld')).toHaveCount(6);
    const name = unique('E2E Gerst ');
    await products.fill({ customer: plain.name, product: name, salesUnit: 'Ton', purchaseUnit: 'Ton', kilogram: '1000,5' });
    await products.save();
    await products.openedProduct();
    await expect(products.detail.getByText(name, { exact: true })).toBeVisible();
    await expect(products.detail.getByText('1.000,5', { exact: true })).toBeVisible();
    // Prices can be added, but only administrators approve them.
    await products.addPrice('sales', { price: '150' });
    await expect(products.priceRows('sales').first()).toContainText('Niet goedgekeurd');
    await expect(products.detail.getByRole('button', { name: /goedkeuren$/ })).toHaveCount(0);
    if (shots) await page.screenshot({ path: `${shots}/product-detail-orderverwerker.png` });
  });
});
