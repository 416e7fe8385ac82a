import { expect, type Locator } from '@playwright/test';

// The DataTable renders the rows and the columns in view (issue 15): a column to the right of
// the window exists once the grid is scrolled sideways to it, as a user scrolls to see it.

/** A window wide enough for every column of the widest table (month end), for tests that read whole rows. */
export const EVERY_COLUMN_VIEWPORT = { width: 2560, height: 1000 };

/** Scrolls the grid's rows sideways to their first or last column and waits until that column is rendered. */
export async function scrollSideways(grid: Locator, to: 'start' | 'end'): Promise<void> {
  const columns = Number(await grid.getAttribute('aria-colcount'));
  await grid.locator('.MuiDataGrid-virtualScroller').evaluate((el, end) => el.scrollTo({ left: end ? el.scrollWidth : 0 }), to === 'end');
  await expect(grid.locator(`[role="columnheader"][aria-colindex="${to === 'end' ? columns : 1}"]`)).toBeAttached();
}

/**
 * Fails unless every column of the grid is rendered: a test that reads whole rows by position
 * runs on a window wide enough for all of them (EVERY_COLUMN_VIEWPORT), never on a part of a row.
 */
export async function expectEveryColumnRendered(grid: Locator): Promise<void> {
  const columns = Number(await grid.getAttribute('aria-colcount'));
  expect(columns).toBeGreaterThan(0);
  await expect(grid.getByRole('columnheader')).toHaveCount(columns);
}
