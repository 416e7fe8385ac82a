import type { Locator, Page } from '@playwright/test';
import { expect, required, test } from '../fixtures';
import { scrollSideways } from '../grid';

/** Every grid of the product, with the largest page it offers (its longest demo data). */
const GRIDS = [
  { route: '/user', heading: 'Gebruikers' },
  { route: '/product', heading: 'Producten' },
  { route: '/sales-order', heading: 'Verkooporders' },
  { route: '/period-date', heading: 'Periodedatums' },
  { route: '/change-price', heading: 'Prijswijzigingen' },
  { route: '/purchase-order', heading: 'Aankoopfacturen' },
  { route: '/quality-overview', heading: 'Kwaliteit' },
  { route: '/task-overview', heading: 'Taken' },
  { route: '/demurrage', heading: 'Demurrage' },
  { route: '/month-end', heading: 'Maandafsluiting' },
] as const;

async function showLargestPage(page: Page, grid: Locator) {
  const size = page.getByRole('combobox', { name: 'Rijen per pagina' });
  if ((await size.count()) === 0) return; // not paginated: every row is on the page
  const options = await size.locator('option').evaluateAll((opts) => opts.map((o) => (o as HTMLOptionElement).value));
  const largest = options.includes('0') ? '0' : required(options.sort((a, b) => Number(b) - Number(a))[0], 'a page size');
  await size.selectOption(largest);
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
}

/**
 * Scrolls the grid's rows to their end, as a user would: the grid fills the screen and renders
 * only the rows in view, so the page's last row exists once it is scrolled to.
 */
async function scrollToLastRow(grid: Locator) {
  const count = Number(await grid.getAttribute('aria-rowcount'));
  await grid.locator('.MuiDataGrid-virtualScroller').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(grid.getByRole('row').last()).toHaveAttribute('aria-rowindex', String(count));
}

/** Nothing lies over the row: at its left, middle and bottom edge the browser hits the row itself. */
async function expectRowUncovered(row: Locator) {
  const hits = await row.evaluate((el) => {
    el.scrollIntoView({ block: 'center' });
    const r = el.getBoundingClientRect();
    const xs = [r.left + 8, r.left + Math.min(r.width, window.innerWidth - r.left) / 2];
    const ys = [r.top + 2, r.top + r.height / 2, r.bottom - 2];
    return xs.flatMap((x) =>
      ys.map((y) => {
        const hit = document.elementFromPoint(x, y);
        return el.contains(hit) ? 'row' : `${hit?.className ?? 'nothing'} at ${Math.round(x)},${Math.round(y)}`;
      }),
    );
  });
  expect(hits.filter((h) => h !== 'row')).toEqual([]);
}

/**
 * Readable columns: no header rendered is squeezed so that its name is cut (the grid scrolls
 * sideways instead), and a text cut off by its column shows itself whole on hover (title).
 */
async function expectReadableColumns(grid: Locator, route: string) {
  const cutHeaders = await grid
    .locator('.MuiDataGrid-columnHeaderTitle')
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
  expect(cutHeaders, `${route}: headers cut off`).toEqual([]);
  const cut = await grid
    .locator('.cell-text')
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => ({ text: e.textContent, title: e.getAttribute('title') })));
  for (const cell of cut) expect(cell.title).toBe(cell.text);
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 1440, height: 900 },
]) {
  test.describe(`grids at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('every row of every grid can be clicked; columns stay readable, long texts cut and shown whole on hover', async ({ asAdmin: page }) => {
      for (const { route, heading } of GRIDS) {
        await page.goto(route);
        await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
        const grid = page.getByRole('grid').first();
        await expect(grid.getByRole('row').nth(1)).toBeVisible();
        await showLargestPage(page, grid);
        // a (re)load shows the grid's overlay, or the table's loading bar over the old rows: wait
        // until the rows are the answer's (the bar lies over the first row's top edge)
        await expect(grid.locator('.MuiDataGrid-overlay')).toHaveCount(0);
        await expect(page.getByRole('progressbar', { name: 'Laden…' })).toHaveCount(0);
        // The table fills the screen below its heading: its paging is in view without scrolling the
        // page, and the grid scrolls its own rows.
        await expect(page.getByRole('status').filter({ hasText: /\d/ }).first()).toBeInViewport();
        const rows = grid.getByRole('row');
        await expectRowUncovered(rows.nth(1));
        await scrollToLastRow(grid);
        await expectRowUncovered(rows.last());

        // The grid renders the columns in view: the wide sales-order table (15 columns) has some
        // to the right, rendered once scrolled to. Every column is checked at both ends.
        if (route === '/sales-order') {
          const columns = Number(await grid.getAttribute('aria-colcount'));
          expect(await grid.getByRole('columnheader').count(), 'columns out of view are not rendered').toBeLessThan(columns);
        }
        await expectReadableColumns(grid, route);
        await scrollSideways(grid, 'end');
        await expectReadableColumns(grid, route);
        await scrollSideways(grid, 'start');
        // One clear button in the search box: ours, not also the browser's own (input type="search").
        const search = page.getByRole('searchbox', { name: 'Zoeken' });
        await search.fill('x');
        await expect(search).not.toHaveAttribute('type', 'search');
        await expect(page.getByRole('button', { name: 'Zoekterm wissen' })).toHaveCount(1);
        await search.fill('');
      }

      // A pointer click on the last row's link reaches it (the wide products grid, scrolling sideways).
      await page.goto('/product');
      const products = page.getByRole('grid').first();
      // The products grid remembers 'All' from the loop above: every product is fetched and drawn.
      await expect(products.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      await showLargestPage(page, products);
      await scrollToLastRow(products);
      const last = products.getByRole('row').last();
      await last.scrollIntoViewIfNeeded();
      await last.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/product\/\d+/);
      await page.screenshot({ path: test.info().outputPath(`products-${viewport.width}.png`) });
    });
  });
}
