import { expect, test } from '../fixtures';

test.describe('the shell', () => {
  test('an administrator sees users and period dates in the menu', async ({ asAdmin: page }) => {
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    for (const entry of [
      'Dashboard',
      'Gebruikers',
      'Producten',
      'Verkooporders',
      'Aankoopfacturen',
      'Taken',
      'Facturatie',
      'Demurrage',
      'Maandafsluiting',
      'Prijswijzigingen',
      'Periodedatums',
    ]) {
      await expect(menu.getByRole('link', { name: entry, exact: true })).toBeVisible();
    }
    // every entry opens its screen: none is a placeholder or "not found"
    for (const route of ['/dashboard', '/product', '/sales-order', '/purchase-order', '/task-overview', '/quality-overview', '/demurrage', '/month-end']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Pagina niet gevonden' })).toHaveCount(0);
      // every list screen exports to Excel through the one shared export
      if (route !== '/dashboard') await expect(page.getByRole('button', { name: 'Excel' })).toBeVisible();
    }
    // the gateway of `npm start` runs with its launch settings (heap floor, malloc arenas: gateway/src/server/memory.ts)
    const metrics = await (await page.request.get('/metrics')).text();
    expect(metrics).toMatch(/^gateway_launch_settings_applied 1$/m);
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

  test('month end is a normal menu entry; the external report entry shows only when its URL is configured (not in this build)', async ({ asAdmin: page }) => {
    const menu = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const link = menu.getByRole('link', { name: 'Maandafsluiting', exact: true });
    await expect(link).toHaveAttribute('href', '/month-end');
    await expect(link).not.toHaveAttribute('target', '_blank');
    await expect(menu.getByRole('link', { name: /Maandrapport/ })).toHaveCount(0);
  });
});
