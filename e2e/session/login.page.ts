import type { Locator, Page } from '@playwright/test';

export class LoginPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly alert: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByRole('textbox', { name: 'E-mailadres', exact: true });
    this.password = page.getByRole('textbox', { name: 'Wachtwoord', exact: true });
    this.submit = page.getByRole('button', { name: 'Inloggen' });
    this.alert = page.getByRole('alert');
  }

  async goto() {
    await this.page.goto('/login');
  }

  async signIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.password.press('Enter');
  }
}

export class ChangePasswordPage {
  readonly email: Locator;
  readonly current: Locator;
  readonly next: Locator;
  readonly repeat: Locator;
  readonly submit: Locator;

  constructor(page: Page) {
    this.email = page.getByRole('textbox', { name: 'E-mailadres', exact: true });
    this.current = page.getByRole('textbox', { name: 'Huidig wachtwoord', exact: true });
    this.next = page.getByRole('textbox', { name: 'Nieuw wachtwoord', exact: true });
    this.repeat = page.getByRole('textbox', { name: 'Herhaal nieuw wachtwoord', exact: true });
    this.submit = page.getByRole('button', { name: 'Bijwerken' });
  }
}
