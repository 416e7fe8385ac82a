import path from 'node:path';
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { LoginPage } from './session/login.page';

/** The demo accounts the provider seeds (provider/src/seed/users.ts). */
export const ACCOUNTS = {
  admin: { email: 'admin@backoffice.test', password: 'Admin!2024' },
  order: { email: 'order@backoffice.test', password: 'Order!2024' },
  finance: { email: 'finance@backoffice.test', password: 'Finance!2024' },
  expired: { email: 'expired@backoffice.test', password: 'Expired!2024' },
} as const;

export type Account = keyof typeof ACCOUNTS;

/** Signs in through the login screen, as a person would, and waits for the shell. */
export async function signIn(page: Page, account: Account): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(ACCOUNTS[account].email, ACCOUNTS[account].password);
  await expect(page).toHaveURL(/\/sales-order/);
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
}

/** The browser's time zone (playwright.config.ts timezoneId): "today" is the day there, not the machine's. */
export const BROWSER_TIME_ZONE = 'Europe/Brussels';

/** Today in the browser's time zone: `yyyy-MM-dd`, its year, and as the screens show it (dd-MM-yyyy). */
export function browserToday(): { iso: string; year: number; shown: string } {
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: BROWSER_TIME_ZONE }).format(new Date());
  const [y, m, d] = iso.split('-');
  return { iso, year: Number(y), shown: `${d}-${m}-${y}` };
}

/** A value the test needs (a cell, a row, a cookie): answers it, or fails the test naming what was missing. */
export function required<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`Missing ${what}`);
  return value;
}

/** A name no other test run uses, for data a test creates. */
export function unique(prefix: string): string {
  return `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
}

/** The roles auth.setup.ts signs in once per project (server); the flows open pages with their saved state. */
export const SHARED_ROLES = ['admin', 'order', 'finance'] as const satisfies readonly Account[];
export type SharedRole = (typeof SHARED_ROLES)[number];

/** Where a project's signed-in state of a role is kept (gitignored): each server has its own sessions. */
export function authFile(project: string, role: SharedRole): string {
  return path.join(__dirname, '.auth', `${project}-${role}.json`);
}

/**
 * A page of a new context that carries the role's saved session, on the landing screen as after a
 * sign-in. Never for a flow that signs out or changes a password: that would end the shared session.
 */
export async function signedInPage(browser: Browser, role: SharedRole): Promise<Page> {
  const context = await browser.newContext({ storageState: authFile(test.info().project.name, role) });
  const page = await context.newPage();
  await page.goto('/sales-order');
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' })).toBeVisible();
  return page;
}

type Roles = { asAdmin: Page; asOrder: Page; asFinance: Page };

/** A fixture: the role's signed-in page for the test, its context closed afterwards. */
function asRole(role: SharedRole) {
  return async ({ browser }: { browser: Browser }, use: (page: Page) => Promise<void>) => {
    const page = await signedInPage(browser, role);
    await use(page);
    await page.context().close();
  };
}

export const test = base.extend<Roles>({
  asAdmin: asRole('admin'),
  asOrder: asRole('order'),
  asFinance: asRole('finance'),
});

export { expect };
