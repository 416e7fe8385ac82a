import { ACCOUNTS, expect, signIn, test } from '../fixtures';
import { ChangePasswordPage, LoginPage } from './login.page';

test.describe('signing in', () => {
  test('the root goes to the login screen, and a wrong password shows the provider message', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    const login = new LoginPage(page);
    await expect(page.getByRole('heading', { name: 'Inloggen' })).toBeVisible();
    await login.signIn(ACCOUNTS.admin.email, 'Wrong!2024');
    await expect(login.alert).toContainText('The user name or password is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('without a session every screen sends the user to the login screen', async ({ page }) => {
    await page.goto('/period-date');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an expired password leads to the change-password screen after 4 s, and the new password signs in', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(ACCOUNTS.expired.email, ACCOUNTS.expired.password);
    await expect(login.alert).toContainText(/expired/i);
    const shownAt = Date.now();
    await expect(page).toHaveURL(/\/update-password$/, { timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(3000);

    const form = new ChangePasswordPage(page);
    await expect(form.email).toHaveValue(ACCOUNTS.expired.email);
    await form.current.fill(ACCOUNTS.expired.password);
    await form.next.fill('Vernieuwd!2026');
    await form.repeat.fill('Vernieuwd!2026');
    await form.submit.click();
    const dialog = page.getByRole('dialog', { name: 'Wachtwoord gewijzigd' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page).toHaveURL(/\/sales-order/);

    // The old password no longer works, the new one does.
    await page.getByRole('button', { name: 'Afmelden' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await login.signIn(ACCOUNTS.expired.email, ACCOUNTS.expired.password);
    await expect(login.alert).toBeVisible();
    await login.signIn(ACCOUNTS.expired.email, 'Vernieuwd!2026');
    await expect(page).toHaveURL(/\/sales-order/);
  });

  test('a password that breaks the policy is refused with the reason', async ({ page }) => {
    await page.goto('/update-password');
    const form = new ChangePasswordPage(page);
    await form.email.fill(ACCOUNTS.finance.email);
    await form.current.fill(ACCOUNTS.finance.password);
    await form.next.fill('zwak');
    await form.repeat.fill('zwak');
    await form.submit.click();
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('logout ends the session', async ({ page }) => {
    await signIn(page, 'order');
    await page.getByRole('button', { name: 'Afmelden' }).first().click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/sales-order');
    await expect(page).toHaveURL(/\/login$/);
  });
});
