import { expect, test } from '../fixtures';

test.describe('the shell', () => {
  test('an administrator sees users and period dates in the menu', async ({ asAdmin: page }) => {
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    for (const entry of ['Gebruikers', 'Producten', 'Verkooporders', 'Prijswijzigingen', 'Periodedatums']) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    // Screens that are not built yet have no entry and no route.
    for (const entry of ['Dashboard', 'Inkooporders', 'Taken', 'Facturatie', 'Demurrage', 'Maandafsluiting']) {
      await expect(menu.getByRole('link', { name: new RegExp(entry) })).toHaveCount(0);
    }
    for (const route of ['/dashboard', '/purchase-order', '/task-overview', '/quality-overview', '/demurrage', '/month-end']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeVisible();
      await expect(page.getByText('nog niet gebouwd')).toHaveCount(0);
    }
  });

  test('an Orderverwerker sees neither, and typing /user or /period-date does not show them', async ({ asOrder: page }) => {
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(menu.getByRole('link', { name: 'Verkooporders', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Gebruikers', exact: true })).toHaveCount(0);
    await expect(menu.getByRole('link', { name: 'Periodedatums', exact: true })).toHaveCount(0);
    await page.goto('/user');
    await expect(page.getByText('Pagina niet gevonden')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Gebruikers' })).toHaveCount(0);
    await page.goto('/period-date');
    await expect(page.getByText('Pagina niet gevonden')).toBeVisible();
  });

  test('the language switch changes the screen and is remembered', async ({ asAdmin: page }) => {
    await page.goto('/user');
    await expect(page.getByRole('heading', { name: 'Gebruikers' })).toBeVisible();
    await page.getByRole('button', { name: 'En', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Sales orders' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();
    await page.getByRole('button', { name: 'Nl', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Gebruikers' })).toBeVisible();
  });
});
