import type { Page } from '@playwright/test';
import { seriousFindings } from '../axe';
import { expect, test } from '../fixtures';
import { PurchaseOrdersPage } from '../purchaseOrders/purchase-orders.page';
import { SearchBox } from '../search/search.page';

/** Every screen, the button that opens its add form (where it has one), and whether its rows open a record. */
const SCREENS = [
  { route: '/dashboard', heading: 'Dashboard' },
  { route: '/user', heading: 'Gebruikers', add: 'Gebruiker toevoegen' },
  { route: '/product', heading: 'Producten', add: 'Product toevoegen', opens: true },
  { route: '/sales-order', heading: 'Verkooporders', add: 'Verkooporder toevoegen', opens: true },
  { route: '/purchase-order', heading: 'Aankoopfacturen', add: 'Aankoopfactuur toevoegen', opens: true },
  { route: '/period-date', heading: 'Periodedatums', add: 'Periodedatum toevoegen' },
  { route: '/change-price', heading: 'Prijswijzigingen' },
  { route: '/quality-overview', heading: 'Kwaliteit', opens: true },
  { route: '/task-overview', heading: 'Taken' },
  { route: '/demurrage', heading: 'Demurrage', opens: true },
  { route: '/month-end', heading: 'Maandafsluiting', opens: true },
  { route: '/changes', heading: 'Wijzigingen' },
] as const;

async function expectNoSeriousFinding(page: Page, where: string) {
  expect(await seriousFindings(page), where).toEqual([]);
}

/** Three flows of four screens: each audit runs axe twice, about 10 s a screen on a busy 2-core machine. */
const GROUPS = [SCREENS.slice(0, 4), SCREENS.slice(4, 8), SCREENS.slice(8)];

test.describe('accessibility (axe-core, WCAG 2.2 A/AA)', () => {
  for (const group of GROUPS) {
    test(`${group.map((s) => s.route).join(', ')}: each, its first record and its add form have no serious finding`, async ({ asAdmin: page }) => {
      test.setTimeout(360_000);
      for (const screen of group) {
        await page.goto(screen.route);
        await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await expectNoSeriousFinding(page, screen.route);
        if ('opens' in screen) {
          // other flows may have completed every open invoice: the audit needs one record, whichever
          if (screen.route === '/purchase-order') await new PurchaseOrdersPage(page).showOnly('Alles tonen');
          await page.getByRole('grid').getByRole('row').nth(1).getByRole('link').first().click();
          await expect(page.getByRole('dialog').or(page.getByRole('complementary')).first()).toBeVisible();
          await expectNoSeriousFinding(page, `${screen.route}, first record`);
          await page.goto(screen.route);
        }
        if ('add' in screen) {
          await page.getByRole('button', { name: screen.add }).click();
          await expect(page.getByRole('dialog').or(page.getByRole('complementary')).first()).toBeVisible();
          await expectNoSeriousFinding(page, `${screen.route}, add form`);
        }
      }
    });
  }

  test('the search box with its hits and the shortcut sheet have none; the audit finds a planted fault', async ({ asAdmin: page }) => {
    test.setTimeout(180_000);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const search = new SearchBox(page);
    await search.open();
    await page.keyboard.type('a');
    await expect(search.results.getByRole('option').first()).toBeVisible();
    await expectNoSeriousFinding(page, 'the search box');
    await page.keyboard.press('Escape');
    await expect(search.dialog).toBeHidden();
    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Sneltoetsen' })).toBeVisible();
    await expectNoSeriousFinding(page, 'the shortcut sheet');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.evaluate(() => {
      const planted = document.createElement('button');
      planted.id = 'planted';
      planted.innerHTML = '<svg width="16" height="16"></svg>';
      document.querySelector('main')?.append(planted);
    });
    expect(await seriousFindings(page)).toEqual([expect.stringMatching(/^button-name: <button id="planted">/)]);
  });
});
