import { browserToday, expect, required, test } from '../fixtures';
import { ProductsScreen } from '../products/products.page';
import { gql } from '../graphql';
import { readExport, moneyValue, shownDate } from './excel';
import { MonthEndScreen } from './month-end.page';
import { EVERY_COLUMN_VIEWPORT, scrollSideways } from '../grid';

/** The month before today's (the demo data holds every booked/missing combination there). */
function lastMonth(): { from: string; to: string; iso: string } {
  const { iso } = browserToday();
  const [y, m] = [Number(iso.slice(0, 4)), Number(iso.slice(5, 7))];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  const shown = (d: Date) => d.toISOString().slice(0, 10).split('-').reverse().join('-');
  return { from: shown(first), to: shown(last), iso: first.toISOString().slice(0, 7) };
}

test.describe('month end', () => {
  // the tests read whole rows and compare them with the export: every column in view
  test.use({ viewport: EVERY_COLUMN_VIEWPORT });

  test('filters last month’s incomplete rows, exports every one to Excel with real numbers and dates, and opens a sales order', async ({ asOrder: page }) => {
    const monthEnd = new MonthEndScreen(page);
    await monthEnd.openFromMenu();
    const month = lastMonth();
    await monthEnd.filterLoadingDate(month.from, month.to);
    await monthEnd.chooseBooking('Aankoopboeking', 'Niet geboekt');
    await page
      .getByRole('switch', { name: 'Enkel onvolledige' })
      .or(page.getByRole('checkbox', { name: 'Enkel onvolledige' }))
      .check();
    await expect(monthEnd.totals).toContainText('onvolledige');

    // what the graph says about the same filter
    const { monthEnd: expected } = await gql<{ monthEnd: { totalCount: number; totals: { purchaseAmount: string; incompleteRows: number } } }>(
      page,
      'query($f: MonthEndFilter) { monthEnd(filter: $f) { totalCount totals { purchaseAmount incompleteRows } } }',
      { f: { month: month.iso, purchaseBooked: false, incompleteOnly: true } },
    );
    expect(expected.totalCount).toBeGreaterThan(0);
    await expect.poll(() => monthEnd.totalRows()).toBe(expected.totalCount);
    // the page holds the first 100 (the grid draws those in view: aria-rowcount counts them all, and the header row)
    await expect(monthEnd.table).toHaveAttribute('aria-rowcount', String(Math.min(100, expected.totalCount) + 1));
    const missingCells = monthEnd.table.getByText('Niet geboekt');
    expect(await missingCells.count()).toBeGreaterThan(0);

    const [download] = await Promise.all([page.waitForEvent('download'), monthEnd.exportButton.click()]);
    const file = await readExport(download);
    expect(file.fileName).toBe(`Maandafsluiting ${browserToday().iso}.xlsx`);
    expect(file.rows[0]).toEqual(await monthEnd.headers());
    expect(file.rows).toHaveLength(expected.totalCount + 1);
    expect(file.sheet['!cols']?.[0]?.wch).toBeGreaterThan(5);

    // the screen's first rows, cell by cell: codes as text, dates as dates, ids and amounts as numbers
    for (let i = 0; i < Math.min(5, expected.totalCount); i++) {
      const shown = await monthEnd.rowTexts(i);
      const row = required(file.rows[i + 1], `row ${i + 1} of the export`);
      expect(row[0]).toBe(shown[0]);
      expect(shownDate(row[1])).toBe(shown[1]);
      expect(row[2]).toBe(Number(shown[2]));
      expect(typeof row[5]).toBe('number');
      expect(row[5]).toBeCloseTo(moneyValue(required(shown[5], 'the amount cell'))!, 2);
      expect(row[7] ?? '').toBe(
        required(shown[7], 'the booking cell')
          .replace(/^Geboekt\s*/, '')
          .replace('Niet geboekt', ''),
      );
    }
    const amountCell = file.sheet.F2;
    expect(amountCell.t).toBe('n');
    expect(amountCell.z).toBe('#,##0.00');
    expect(file.sheet.B2.t).toBe('d');
    const purchaseTotal = file.rows.slice(1).reduce((s: number, r) => s + Math.round(Number(r[9] ?? 0) * 100), 0) / 100;
    expect(purchaseTotal).toBeCloseTo(Number(expected.totals.purchaseAmount), 2);

    // a sales id opens the sales order's detail panel in place
    const first = await monthEnd.rowTexts(0);
    await monthEnd.table
      .getByRole('link', { name: `Verkooporder ${first[2]} openen` })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: `Order #${first[2]}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/month-end/${first[2]}$`));
  });

  test('another list exports the same way: products, every page', async ({ asOrder: page }) => {
    const products = new ProductsScreen(page);
    await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Producten', exact: true }).click();
    await expect(products.table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    const { products: list } = await gql<{ products: { totalCount: number } }>(page, '{ products { totalCount } }');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Excel' }).click()]);
    const file = await readExport(download);
    expect(file.fileName).toBe(`Producten ${browserToday().iso}.xlsx`);
    expect(file.rows).toHaveLength(list.totalCount + 1);
    // the data columns in the table's order (the grid renders only the columns in view, so they are named here)
    expect(file.rows[0]).toEqual([
      'Productcode',
      'Leverancier',
      'Product',
      'Klant',
      'Productnaam',
      'Verkoopprijs',
      'Inkoopprijs',
      'Verkoopeenheid',
      'Inkoopeenheid',
      'Kilogram',
    ]);
    await expect(page.getByText(`${list.totalCount} rijen naar Excel geëxporteerd.`)).toBeVisible();
  });
});

test.describe('month end on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('scrolled to the far right, shows the last column’s header and cells (issue 34: a blank grid)', async ({ asOrder: page }) => {
    const monthEnd = new MonthEndScreen(page);
    await monthEnd.openFromMenu();
    const columns = Number(await monthEnd.table.getAttribute('aria-colcount'));
    await scrollSideways(monthEnd.table, 'end');
    // the rows are as wide as the columns: the scroll area ends at the last column, not beyond it
    const scroller = monthEnd.table.locator('.MuiDataGrid-virtualScroller');
    const widths = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, left: el.scrollLeft }));
    const lastHeader = monthEnd.table.locator(`[role="columnheader"][aria-colindex="${columns}"]`);
    await expect(lastHeader).toBeInViewport();
    await expect(lastHeader).toContainText('Transportbedrag');
    await expect(monthEnd.dataRows().first().locator(`[role="gridcell"][aria-colindex="${columns}"]`)).toBeInViewport();
    const header = await lastHeader.boundingBox();
    const box = await scroller.boundingBox();
    expect(header && box && header.x + header.width).toBeGreaterThan((box?.x ?? 0) + widths.client - 40);
    expect(widths.left + widths.client).toBe(widths.scroll);
  });
});

test.describe('lists keep the user’s place', () => {
  // a laptop's window: a page of 25 rows scrolls
  test.use({ viewport: { width: 1280, height: 720 } });

  test('leaving a list for another screen and its panels, then coming back, finds the search, filters, page and scroll as left (issue 34)', async ({
    asOrder: page,
  }) => {
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const search = page.getByRole('searchbox', { name: /Zoeken/ });
    const range = page.getByText(/^\d+–\d+ van \d+/);

    // products: a search, the second page, the rows scrolled down
    const products = new ProductsScreen(page);
    const productRows = products.table.locator('.MuiDataGrid-virtualScroller');
    await menu.getByRole('link', { name: 'Producten', exact: true }).click();
    await expect(products.table.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
    await search.fill('a');
    await expect(range).toHaveText(/^1–25 van \d+ \(gefilterd/);
    await page.getByRole('button', { name: 'Volgende pagina' }).click();
    await expect(range).toHaveText(/^26–50 van \d+ \(gefilterd/);
    await productRows.evaluate((el) => el.scrollTo({ top: 150 }));
    await expect.poll(() => productRows.evaluate((el) => el.scrollTop)).toBe(150);

    // month end: a booking filter and a search; a purchase id and a sales id open in place and close back
    const monthEnd = new MonthEndScreen(page);
    await monthEnd.openFromMenu();
    // booked purchase lines always have their invoice; lines other flows add meanwhile may have none
    await monthEnd.chooseBooking('Aankoopboeking', 'Geboekt');
    await expect(page.getByRole('progressbar', { name: 'Laden…' })).toHaveCount(0);
    // the purchase id and the article code read from one and the same row
    const first = monthEnd.dataRows().first();
    const link = first.getByRole('link', { name: /^Aankooporder \d+ openen$/ });
    const id = /(\d+)/.exec((await link.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    const product = (await first.getByRole('gridcell').first().innerText()).trim();
    await search.fill(product);
    await monthEnd.table
      .getByRole('link', { name: `Aankooporder ${id} openen` })
      .first()
      .click();
    const panel = page.getByRole('dialog', { name: `Aankoopfactuur #${id}` });
    await expect(panel).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/month-end/purchase/${id}$`));
    await panel.getByRole('button', { name: 'Sluiten' }).first().click();
    await expect(page).toHaveURL(/\/month-end$/);
    await expect(monthEnd.heading).toBeVisible();
    await expect(search).toHaveValue(product);
    // the list may read its rows again once the panel is gone: pick the order when it has
    await expect(page.getByRole('progressbar', { name: 'Laden…' })).toHaveCount(0);
    const salesLink = monthEnd.table.getByRole('link', { name: /^Verkooporder \d+ openen$/ }).first();
    const salesId = /(\d+)/.exec((await salesLink.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    await monthEnd.table
      .getByRole('link', { name: `Verkooporder ${salesId} openen` })
      .first()
      .click();
    const order = page.getByRole('dialog', { name: `Order #${salesId}` });
    await expect(order).toBeVisible();
    await order.getByRole('button', { name: 'Sluiten' }).first().click();
    await expect(page).toHaveURL(/\/month-end$/);
    await expect(search).toHaveValue(product);

    // back on products: the same search, the second page, scrolled as left
    await menu.getByRole('link', { name: 'Producten', exact: true }).click();
    await expect(range).toHaveText(/^26–50 van \d+ \(gefilterd/, { timeout: 30_000 });
    await expect(search).toHaveValue('a');
    await expect.poll(() => productRows.evaluate((el) => el.scrollTop)).toBe(150);

    // and month end as left: its booking filter and its search
    await monthEnd.openFromMenu();
    await expect(page.getByRole('combobox', { name: 'Aankoopboeking' })).toHaveText('Geboekt');
    await expect(search).toHaveValue(product);
  });
});
