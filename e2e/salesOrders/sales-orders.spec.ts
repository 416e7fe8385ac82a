import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, signedInPage, test, unique } from '../fixtures';
import { scrollSideways } from '../grid';
import { graphql } from '../graphql';
import { AddLineDialog, createPlainOrder, SalesOrderDetail, SalesOrderFormPanel, SalesOrdersPage, tabTo, todayIso, todayText } from './sales-orders.page';

interface SeedProduct {
  id: string;
  code: string;
  name: string;
  supplier: { code: string; name: string; hasDemurrage: boolean } | null;
  customer: { code: string; name: string; note: string | null; isToBePlanned: boolean } | null;
  transportPrices: { startDate: string; endDate: string; transporter: { name: string } | null }[];
}

/** A product of a demurrage supplier, for a customer without a note, with a transport price valid today. */
async function demurrageProduct(page: Page): Promise<SeedProduct> {
  const today = todayIso();
  const fits = (p: SeedProduct) =>
    p.supplier?.hasDemurrage &&
    p.customer &&
    !p.customer.isToBePlanned &&
    !p.customer.note &&
    p.transportPrices.some((tp) => tp.startDate <= today && tp.endDate >= today && tp.transporter);
  // pages the gateway admits over a spec-only provider: one transport-price read per product (MAX_PER_OWNER_CALLS)
  const limit = 250;
  for (let offset = 0; offset < 5_000; offset += limit) {
    const data = await graphql<{ products: { nodes: SeedProduct[] } }>(
      page.request,
      `
        query ($offset: Int!, $limit: Int!) {
          products(page: { offset: $offset, limit: $limit }) {
            nodes {
              id
              code
              name
              supplier {
                code
                name
                hasDemurrage
              }
              customer {
                code
                name
                note
                isToBePlanned
              }
              transportPrices {
                startDate
                endDate
                transporter {
                  name
                }
              }
            }
          }
        }
      `,
      { offset, limit },
    );
    const found = data.products.nodes.find(fits);
    if (found) return found;
    if (data.products.nodes.length < limit) break;
  }
  throw new Error('the seed has no demurrage product with a transport price valid today');
}

async function orderIds(page: Page, completed: boolean): Promise<string[]> {
  const data = await graphql<{ salesOrders: { nodes: { id: string }[] } }>(
    page.request,
    `
      query ($op: FilterOperator!) {
        salesOrders(range: ALL, page: { limit: 5 }, filter: { conditions: [{ field: IS_COMPLETED, operator: $op }] }) {
          nodes {
            id
          }
        }
      }
    `,
    { op: completed ? 'TRUE' : 'FALSE' },
  );
  return data.salesOrders.nodes.map((n) => n.id);
}

test.describe('sales orders', () => {
  test('a demurrage order, its line in two steps, a transporter and a text line, all by keyboard', async ({ asOrder: page }) => {
    const product = await demurrageProduct(page);
    const overview = new SalesOrdersPage(page);
    await overview.goto();
    await overview.addButton.focus();
    await page.keyboard.press('Enter');

    const form = new SalesOrderFormPanel(page);
    await expect(form.customer).toBeFocused();
    await page.keyboard.type(product.customer!.name);
    await expect(page.getByRole('option', { name: `${product.customer!.name} (${product.customer!.code})` })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(form.supplier).toBeFocused();
    await page.keyboard.type(product.supplier!.name);
    await expect(page.getByRole('option', { name: `${product.supplier!.name} (${product.supplier!.code})` })).toBeVisible();
    await page.keyboard.press('Enter');

    // The demurrage supplier brings shipping company, pickup reference and arrival date, the first two required.
    await expect(form.shippingCompany).toBeVisible();
    await expect(form.pickupReference).toBeVisible();
    await expect(form.arrivalDate).toBeVisible();
    await page.keyboard.press('Enter'); // submits the form: refused on the empty required fields
    await expect(form.shippingCompany).toHaveAttribute('aria-invalid', 'true');
    await expect(form.pickupReference).toHaveAttribute('aria-invalid', 'true');
    await expect(form.reference).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: test.info().outputPath('form-demurrage-required.png') });

    const reference = unique('E2E-');
    await form.reference.focus();
    await page.keyboard.type(reference);
    await page.keyboard.press('Tab');
    await expect(form.shippingCompany).toBeFocused();
    await page.keyboard.type('M');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(form.pickupReference).toBeFocused();
    await page.keyboard.type('RLS123456');
    await tabTo(page, form.loadingDate);
    await page.keyboard.type(todayText());
    await page.keyboard.press('Enter');

    // After the create, the new order's detail opens.
    await expect(page).toHaveURL(/\/sales-order\/\d+$/);
    const detail = new SalesOrderDetail(page);
    await expect(detail.root).toBeVisible();
    const id = await detail.id();
    await expect(detail.root.getByText(reference)).toBeVisible();
    await expect(detail.root.getByText('RLS123456')).toBeVisible();

    // Add a line in two steps, by keyboard.
    await tabTo(page, detail.addLine);
    await page.keyboard.press('Enter');
    const addLine = new AddLineDialog(page);
    await expect(addLine.product).toBeFocused();
    await expect(addLine.purchaseQuantity).toHaveCount(0);
    await page.keyboard.type(product.code);
    await expect(page.getByRole('option', { name: new RegExp(product.code) })).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(addLine.salesQuantity).toBeFocused();
    await page.keyboard.type('24,5');
    await page.keyboard.press('Enter');
    await expect(addLine.purchaseQuantity).toBeFocused();
    await expect(addLine.reportingDate).toHaveValue(todayText());
    await page.screenshot({ path: test.info().outputPath('add-line-step-two.png') });
    const packingSlip = `PB${Date.now().toString().slice(-7)}`;
    await page.keyboard.press('Tab');
    await expect(addLine.packingSlip).toBeFocused();
    await page.keyboard.type(packingSlip);
    await page.keyboard.press('Tab');
    await page.keyboard.type('MSCU1234565');
    await page.keyboard.press('Tab');
    await page.keyboard.type('BL-E2E-1');
    await page.keyboard.press('Enter');

    // Save goes on to the transport selection; the first candidate has the focus.
    const transport = page.getByRole('dialog', { name: /^Transport kiezen voor/ });
    await expect(transport).toBeVisible();
    const first = transport.getByRole('button', { name: /kiezen$/ }).first();
    await expect(first).toBeFocused();
    await page.screenshot({ path: test.info().outputPath('transport-selection.png') });
    const chosenName = (await transport.getByRole('row').nth(1).getByRole('cell').nth(1).textContent())!.trim();
    await page.keyboard.press('Enter');
    await expect(transport).toBeHidden();
    await expect(detail.lines).toContainText(product.code);
    await expect(detail.lines).toContainText('24,5');
    await expect(detail.transports).toContainText(chosenName);
    await expect(detail.transports).toContainText(packingSlip);

    // A text line, by keyboard.
    await tabTo(page, detail.addTextLine);
    await page.keyboard.press('Enter');
    const textDialog = page.getByRole('dialog', { name: 'Tekstregel toevoegen' });
    await expect(textDialog.getByRole('textbox', { name: /^Tekst/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(textDialog.getByText('Verplicht veld')).toBeVisible();
    await page.keyboard.type('Levering franco klant, e2e');
    await page.keyboard.press('Enter');
    await expect(textDialog).toBeHidden();
    await expect(detail.textLines).toContainText('Levering franco klant, e2e');
    await page.screenshot({ path: test.info().outputPath('detail-after-keyboard-flow.png'), fullPage: true });

    // Esc closes the panel; the new order is in the overview.
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/sales-order$/);
    await expect(overview.orderLink(id)).toBeVisible();
  });

  test('a stray Esc or click beside the form asks first; a draft comes back when the form reopens', async ({ asOrder: page }) => {
    const overview = new SalesOrdersPage(page);
    await overview.goto();
    const form = new SalesOrderFormPanel(page);
    const question = page.getByRole('dialog', { name: 'Uw wijzigingen weggooien?' });
    const keepEditing = question.getByRole('button', { name: 'Verder bewerken' });

    // A clean form closes at once.
    await overview.addButton.click();
    await expect(form.customer).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(form.root).toBeHidden();
    await expect(question).toBeHidden();

    await overview.addButton.click();
    const reference = unique('E2E-DRAFT-');
    await form.reference.fill(reference);
    // Esc in the open calendar closes the calendar only.
    await form.root.getByRole('button', { name: 'Kalender openen' }).first().click();
    await expect(page.locator('.MuiPopover-root')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
    await expect(form.root).toBeVisible();
    await expect(question).toBeHidden();
    // the picker hands the focus back to the panel (a busy machine takes a moment); Esc is the panel's then
    await expect(form.root.locator(':focus')).toHaveCount(1);
    // The next Esc would close the form: it asks, Keep editing has the focus and keeps the input.
    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    await expect(keepEditing).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(question).toBeHidden();
    await expect(form.reference).toHaveValue(reference);
    await page.screenshot({ path: test.info().outputPath('form-kept.png') });

    // A click on the grey area beside the panel asks too; Discard closes, and the form reopens empty.
    await page.mouse.click(100, 360);
    await expect(question).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('form-discard-question.png') });
    await question.getByRole('button', { name: 'Weggooien' }).click();
    await expect(form.root).toBeHidden();
    await overview.addButton.click();
    await expect(form.reference).toHaveValue('');
    await expect(form.root.getByText('Uw niet-bewaarde invoer van daarnet staat er weer.')).toHaveCount(0);

    // Close, keep draft: reopened (even after a reload of the page) the input is back, until Start over.
    await form.reference.fill(`${reference}-2`);
    await form.comments.fill('Bel de klant eerst');
    await form.root.getByRole('button', { name: 'Sluiten' }).first().click();
    await question.getByRole('button', { name: 'Sluiten, concept bewaren' }).click();
    await expect(form.root).toBeHidden();
    await page.reload();
    await overview.addButton.click();
    await expect(form.reference).toHaveValue(`${reference}-2`);
    await expect(form.comments).toHaveValue('Bel de klant eerst');
    await expect(form.root.getByText('Uw niet-bewaarde invoer van daarnet staat er weer.')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('form-draft-restored.png') });
    await form.root.getByRole('button', { name: 'Opnieuw beginnen' }).click();
    await expect(form.reference).toHaveValue('');
    await form.root.getByRole('button', { name: 'Sluiten' }).first().click();
    await expect(form.root).toBeHidden();
    await expect(question).toBeHidden();
  });

  test('upload and download a document, then copy the order', async ({ asOrder: page }) => {
    const id = await createPlainOrder(page, unique('E2E-DOC-'));
    const overview = new SalesOrdersPage(page);
    await overview.goto(id);
    const detail = new SalesOrderDetail(page, id);
    await expect(detail.root).toBeVisible();
    // The document type defaults to the third entry of the list.
    await expect(detail.documentType).not.toHaveText('');
    await detail.fileInput.setInputFiles({ name: 'weegbon-e2e.txt', mimeType: 'text/plain', buffer: Buffer.from('Weegbon 24,5 ton\n') });
    const link = detail.root.getByRole('link', { name: 'weegbon-e2e.txt downloaden' });
    await expect(link).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('weegbon-e2e.txt');
    expect(await readFile((await download.path())!, 'utf8')).toBe('Weegbon 24,5 ton\n');

    await detail.copy.click();
    // a copy is a new order at once: asked first
    await page.getByRole('dialog', { name: 'Order kopiëren' }).getByRole('button', { name: 'Kopiëren' }).click();
    // the message comes with the copy (a toast of a few seconds: look for it first)
    await expect(page.getByText(`Order ${id} is gekopieerd naar order`)).toBeVisible();
    await expect(page).not.toHaveURL(new RegExp(`/sales-order/${id}$`));
    await expect(page).toHaveURL(/\/sales-order\/\d+$/);
    const copyId = /\/sales-order\/(\d+)$/.exec(page.url())![1];
    expect(copyId).not.toBe(id);
    await expect(new SalesOrderDetail(page, copyId).root).toBeVisible();
  });

  test('a completed order is locked until it is unlocked', async ({ asAdmin: page }) => {
    const [id] = await orderIds(page, true);
    const overview = new SalesOrdersPage(page);
    await overview.goto(id);
    const detail = new SalesOrderDetail(page, id);
    await expect(detail.invoicedNotice).toBeVisible();
    await expect(detail.addLine).toHaveCount(0);
    await expect(detail.addTextLine).toHaveCount(0);
    await expect(detail.root.getByRole('button', { name: /^Regel .* (bewerken|verwijderen)$/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('completed-locked.png') });

    await detail.unlock.click();
    await expect(detail.addLine).toBeVisible();
    await expect(detail.addTextLine).toBeVisible();
    // A change of an unlocked order goes through (the mutation says unlocked: true).
    await detail.addTextLine.click();
    const textDialog = page.getByRole('dialog', { name: 'Tekstregel toevoegen' });
    await textDialog.getByRole('textbox', { name: /^Tekst/ }).fill('Na facturatie toegevoegd (e2e)');
    await textDialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(textDialog).toBeHidden();
    await expect(detail.textLines).toContainText('Na facturatie toegevoegd (e2e)');
    await page.screenshot({ path: test.info().outputPath('completed-unlocked.png') });

    // The add-line dialog opens the products feature's Product Details for the chosen product.
    await detail.addLine.click();
    const addLine = new AddLineDialog(page);
    await expect(addLine.productDetails).toBeDisabled();
    await addLine.product.click();
    await page.getByRole('option').first().click();
    await addLine.productDetails.click();
    const details = page.getByRole('dialog', { name: 'Productdetails' });
    await expect(details).toBeVisible();
    await details.getByRole('button', { name: 'Sluiten' }).click();
    await expect(details).toBeHidden();
    // a product is chosen: Esc asks before the dialog throws it away (issue 34)
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Uw wijzigingen weggooien?' }).getByRole('button', { name: 'Weggooien' }).click();
    await expect(addLine.root).toBeHidden();

    await detail.lock.click();
    await expect(detail.addLine).toHaveCount(0);
  });

  test('the 6-month toggle switches to all orders and is remembered', async ({ asOrder: page }) => {
    const overview = new SalesOrdersPage(page);
    await overview.goto();
    await expect(overview.rangeToggle('Toon alles')).toBeVisible();
    await expect(page.getByText('Laatste 6 maanden')).toBeVisible();
    // when the list was read, and a refresh that reads it anew
    await expect(page.getByText(/^gelezen om \d\d:\d\d$/)).toBeVisible();
    await page.getByRole('button', { name: 'vernieuwen' }).click();
    await expect(page.getByRole('button', { name: 'vernieuwen' })).toBeEnabled();
    await expect(page.getByRole('row')).not.toHaveCount(0);
    await overview.rangeToggle('Toon alles').click();
    await expect(overview.rangeToggle('Toon laatste 6 maanden')).toBeVisible();
    await page.reload();
    await expect(overview.rangeToggle('Toon laatste 6 maanden')).toBeVisible();
    await expect(page.getByText('Alle orders')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('overview-all.png') });
    await overview.rangeToggle('Toon laatste 6 maanden').click();
    await expect(overview.rangeToggle('Toon alles')).toBeVisible();
  });

  test('an administrator deletes an order; an Orderverwerker has no delete button', async ({ asAdmin: page, browser }) => {
    const reference = unique('E2E-DEL-');
    const id = await createPlainOrder(page, reference);
    const overview = new SalesOrdersPage(page);
    await overview.goto();
    await overview.search.fill(reference);
    await expect(overview.orderLink(id)).toBeVisible();
    // the actions column is the last of 15: rendered once the grid is scrolled to it
    await scrollSideways(overview.grid, 'end');
    // By keyboard: headless Chromium hides scrollbars, so the grid measures them as 0 px and its
    // horizontal scrollbar strip lies over the last row, catching pointer clicks there.
    await overview.deleteButton(id).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Verkooporder verwijderen' });
    await confirm.getByRole('button', { name: 'Verwijderen' }).click();
    const success = page.getByRole('dialog', { name: 'Gelukt' });
    await expect(success).toContainText(`Order ${id} is verwijderd.`);
    await success.getByRole('button', { name: 'OK' }).click();
    await expect(overview.orderLink(id)).toHaveCount(0);

    const other = await signedInPage(browser, 'order');
    const asOrder = new SalesOrdersPage(other);
    await asOrder.goto();
    await expect(other.getByRole('link', { name: /^Order \d+ openen$/ }).first()).toBeVisible();
    await scrollSideways(asOrder.grid, 'end');
    await expect(asOrder.grid.getByRole('columnheader', { name: /^Actie/ })).toBeVisible();
    await expect(asOrder.anyDeleteButton()).toHaveCount(0);
    await other.context().close();
  });
});
