import { expect, test } from './fixtures';

test('screenshots', async ({ asOrder: page }) => {
  for (const lang of ['Nl', 'En']) {
    if (lang === 'En') await page.getByRole('button', { name: 'En', exact: true }).click();
    for (const [w, h] of [[1280, 720], [1440, 900]]) {
      await page.setViewportSize({ width: w, height: h });
      for (const route of ['/demurrage', '/month-end']) {
        await page.goto(route);
        await expect(page.getByRole('grid').getByRole('row').nth(2)).toBeVisible({ timeout: 60_000 });
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/shots/${route.slice(1)}-${lang}-${w}.png` });
      }
    }
  }
});
