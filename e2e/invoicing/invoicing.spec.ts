import type { Page } from '@playwright/test';
import { browserToday, expect, test } from '../fixtures';
import { graphql } from '../graphql';
import { pdfText, QualityPage } from './invoicing.page';
import { EVERY_COLUMN_VIEWPORT } from '../grid';

/** The invoicing demo orders (provider/src/seed/invoicing.ts), by customer reference. */
const ORDERS = { english: 'PRO-EN-4471', dutch: 'PRO-NL-2210', multiPage: 'PRO-LONG-60', noCustomer: 'NOCUST-1' };

function plusDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const dutchDate = (iso: string) => iso.split('-').reverse().join('-');

async function shoot(page: Page, name: string) {
  const viewport = page.viewportSize();
  for (const [w, h] of [
    [1280, 720],
    [1440, 900],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.screenshot({ path: test.info().outputPath(`${name}-${w}x${h}.png`) });
  }
  if (viewport) await page.setViewportSize(viewport);
}

test.describe.serial('invoicing', () => {
  // the quality overview's row actions are its last columns: every column in view (see QualityPage.find)
  test.use({ viewport: EVERY_COLUMN_VIEWPORT });

  test('pro-forma invoices in English and Dutch, and one of many pages', async ({ asFinance: page }) => {
    const quality = new QualityPage(page);
    await quality.goto();
    const today = browserToday().iso;
    const expiry = plusDays(today, 30);

    const english = await quality.find(ORDERS.english);
    await shoot(page, 'quality-nl');
    const en = await quality.proForma(english.id, 'Engels', test.info().outputPath('en.pdf'));
    expect(en.name).toBe(`proforma-${english.id}-${today}.pdf`);
    const enText = await pdfText(en.path);
    for (const words of [
      'PRO-FORMA INVOICE',
      'Müller & Söhne Agrarhandel GmbH',
      'Große Elbstraße 145',
      '22767 Hamburg',
      ORDERS.english,
      'Loading date',
      'Description',
      'Total excl. VAT',
      'VAT 0 %',
      'Total incl. VAT',
      `Due date:`,
      // the spec's formats in English too (§9): dd-MM-yyyy, € 6.585,75
      dutchDate(expiry),
      dutchDate(today),
      'the legal interest of 2 %.',
      'Delivery in bulk, unloading by blower truck.',
      'Page 1 of 1',
    ]) {
      expect(enText, words).toContain(words);
    }
    expect(enText).toMatch(/€ \d{1,3}(\.\d{3})*,\d{2}/);
    expect(enText).not.toMatch(/€\d|\d{2}\/\d{2}\/\d{4}|per month/);
    expect(enText).toMatch(/Customer number:\s+\d+/);
    // the amount's header stands over the right-aligned amounts: both end in about the same place
    const header = enText.split('\n').find((l) => /Loading date\s+Quantity/.test(l)) ?? '';
    const firstLine = enText.split('\n').find((l) => /^\s*\d{2}-\d{2}-\d{4}\s.*€ [\d.]+,\d{2}\s*$/.test(l)) ?? '';
    expect(firstLine).not.toBe('');
    // (pdftotext places text by its glyphs' positions: a few characters apart; left-aligned it was ~14)
    expect(Math.abs(header.trimEnd().length - firstLine.trimEnd().length)).toBeLessThanOrEqual(4);
    const invoice = await graphql<{ proFormaInvoice: { invoice: { totalInclVat: string; lines: { description: string }[] } } }>(
      page.request,
      'query($id: ID!) { proFormaInvoice(salesOrderId: $id, language: ENGLISH) { invoice { totalInclVat lines { description } } } }',
      { id: english.id },
    );
    const [whole, cents = '00'] = invoice.proFormaInvoice.invoice.totalInclVat.split('.');
    expect(enText).toContain(`€ ${Number(whole).toLocaleString('de-DE')},${cents.padEnd(2, '0')}`);
    for (const line of invoice.proFormaInvoice.invoice.lines) expect(enText).toContain(line.description);

    const dutch = await quality.find(ORDERS.dutch);
    const nl = await quality.proForma(dutch.id, 'Nederlands', test.info().outputPath('nl.pdf'));
    const nlText = await pdfText(nl.path);
    for (const words of [
      'PRO-FORMAFACTUUR',
      'Veevoeders Hoëlaart & Zonen',
      'Kerkstraat 8',
      '1560 Hoeilaart',
      ORDERS.dutch,
      'Omschrijving',
      'Totaal excl. btw',
      'Btw 21 %',
      'Totaal incl. btw',
      dutchDate(expiry),
      dutchDate(today),
      'wettelijke intrest van 2 %',
      'Pagina 1 van 1',
    ]) {
      expect(nlText, words).toContain(words);
    }
    expect(nlText).toMatch(/€ \d{1,3}(\.\d{3})*,\d{2}/);
    expect(nlText).not.toContain('per maand');
    expect(nlText).toMatch(/Klantnummer:\s+\d+/);

    const long = await quality.find(ORDERS.multiPage);
    const multi = await quality.proForma(long.id, 'Engels', test.info().outputPath('multi.pdf'));
    const multiText = await pdfText(multi.path);
    expect(multiText).toContain('Coopérative Agricole Française');
    // several pages, each numbered 'Page n of N', the table's header repeated on every page
    const pages = Number(/Page 1 of (\d+)/.exec(multiText)?.[1]);
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(multiText).toContain(`Page ${pages} of ${pages}`);
    expect(multiText.match(/Loading date\s+Quantity\s+Unit\s+Description\s+Price\s+Amount/g)?.length).toBe(pages);

    // the language is remembered: the dialog opens on English
    await page.getByRole('button', { name: `Pro-formafactuur van order ${long.id}` }).click();
    await expect(page.getByRole('radio', { name: 'Engels' })).toBeChecked();
    await shoot(page, 'pro-forma-dialog-nl');
    await page.getByRole('button', { name: 'Annuleren' }).click();
  });

  test('send an invoice, see it booked, the second send refused; complete an order; hidden for an order without customer', async ({ asFinance: page }) => {
    const quality = new QualityPage(page);
    await quality.goto();
    const noCustomer = await quality.find(ORDERS.noCustomer);
    await expect(noCustomer.row.getByRole('button', { name: /Verkoopfactuur van order/ })).toHaveCount(0);

    const dutch = await quality.find(ORDERS.dutch);
    await dutch.row.getByRole('button', { name: `Verkoopfactuur van order ${dutch.id} naar de boekhouding sturen` }).click();
    // asked first, naming the order, with Cancel focused (issue 34)
    const question = page.getByRole('dialog', { name: 'Factuur versturen' });
    await expect(question).toContainText(`Factuur voor order ${dutch.id}`);
    await expect(question).toContainText('Dit kan niet ongedaan worden.');
    await expect(question.getByRole('button', { name: 'Annuleren' })).toBeFocused();
    await shoot(page, 'send-invoice-question-nl');
    await question.getByRole('button', { name: 'Naar de boekhouding sturen' }).click();
    await expect(page.getByText(new RegExp(`De verkoopfactuur van order ${dutch.id} is verstuurd: boeking VF\\d+`))).toBeVisible();
    // completed now: gone from 'not completed', shown with its booking under 'all'
    await expect(page.getByRole('row').filter({ hasText: ORDERS.dutch })).toHaveCount(0);
    await quality.showMode('Alle orders');
    const booked = await quality.find(ORDERS.dutch);
    await expect(booked.row).toContainText(/VF\d{4}0*\d+/);
    await expect(booked.row.getByRole('button', { name: `Verkoopfactuur van order ${dutch.id} naar de boekhouding sturen` })).toHaveCount(0);
    // the send button stays, disabled, with the booking number and date
    await expect(
      booked.row.getByRole('button', { name: new RegExp(`^Verkoopfactuur van order ${dutch.id} is geboekt als VF\\d+ op ${browserToday().shown}$`) }),
    ).toBeDisabled();
    const again = await graphql<{ sendSalesInvoice: { userErrors: { code: string }[] } }>(
      page.request,
      'mutation($id: ID!) { sendSalesInvoice(input: { salesOrderId: $id }) { userErrors { code } } }',
      { id: dutch.id },
    );
    expect(again.sendSalesInvoice.userErrors).toEqual([{ code: 'ALREADY_SENT' }]);

    await quality.showMode('Niet afgewerkt');
    const english = await quality.find(ORDERS.english);
    await english.row.getByRole('button', { name: `Order ${english.id} afwerken` }).click();
    await page.getByRole('dialog', { name: 'Order afwerken' }).getByRole('button', { name: 'Afwerken' }).click();
    await expect(page.getByText(new RegExp(`Order ${english.id} is afgewerkt`))).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: ORDERS.english })).toHaveCount(0);
  });

  test('bulk send from the dashboard says how many were sent and which were refused', async ({ asFinance: page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await shoot(page, 'dashboard-nl');
    const sales = page.getByRole('region', { name: 'Verkooporders' });
    const confirmBulk = (title: string) => page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Alles naar de boekhouding sturen' }).click();
    await sales.getByRole('button', { name: 'Verkooporders naar de boekhouding sturen' }).click();
    await confirmBulk('Verkooporders versturen');
    await expect(sales.getByRole('status')).toContainText(/\d+ verkooporders? (is|zijn) naar de boekhouding verstuurd/);
    await expect(sales.getByRole('status')).toContainText(/Order \d+: De order heeft geen klant\./);
    const purchases = page.getByRole('region', { name: 'Aankoopfacturen' });
    await purchases.getByRole('button', { name: 'Aankoopfacturen naar de boekhouding sturen' }).click();
    await confirmBulk('Aankoopfacturen versturen');
    await expect(purchases.getByRole('status')).toContainText(/\d+ aankoopfactu(ur|ren) (is|zijn) naar de boekhouding verstuurd/);
    await shoot(page, 'dashboard-result-nl');
    // a second bulk send finds nothing left to send
    await sales.getByRole('button', { name: 'Verkooporders naar de boekhouding sturen' }).click();
    await confirmBulk('Verkooporders versturen');
    await expect(sales.getByRole('status')).toContainText('0 verkooporders zijn naar de boekhouding verstuurd');
  });

  test('edit a task: subject and description are required', async ({ asOrder: page }) => {
    await page.goto('/task-overview');
    await expect(page.getByRole('heading', { name: 'Taken', level: 1 })).toBeVisible();
    await shoot(page, 'tasks-nl');
    await page
      .getByRole('button', { name: /^Taak \d+ bewerken/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: /Taak \d+ bewerken/ });
    await dialog.getByRole('textbox', { name: 'Onderwerp' }).fill('');
    await dialog.getByRole('textbox', { name: 'Omschrijving' }).fill('');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog.getByText('Verplicht veld')).toHaveCount(2);
    await shoot(page, 'task-dialog-nl');
    await dialog.getByRole('textbox', { name: 'Onderwerp' }).fill('Weegbon opgevraagd');
    await dialog.getByRole('textbox', { name: 'Omschrijving' }).fill('Weegbon gevraagd aan de leverancier, volgt per mail.');
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: 'Weegbon opgevraagd' })).toHaveCount(1);
  });
});
