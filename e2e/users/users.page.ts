import { expect, type Locator, type Page } from '@playwright/test';

/** The users screen (/user) and its slide-in form. */
export class UsersPage {
  readonly table: Locator;
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('grid', { name: 'Gebruikers' });
    this.form = page.getByRole('dialog');
  }

  async goto() {
    await this.page.goto('/user');
    await expect(this.page.getByRole('heading', { name: 'Gebruikers' })).toBeVisible();
  }

  row(email: string): Locator {
    return this.table.getByRole('row').filter({ hasText: email });
  }

  async openAdd() {
    await this.page.getByRole('button', { name: 'Gebruiker toevoegen' }).click();
    await expect(this.form.getByRole('heading', { name: 'Gebruiker toevoegen' })).toBeVisible();
  }

  async chooseRole(role: string) {
    await this.form.getByRole('combobox', { name: /Rol/ }).click();
    await this.page.getByRole('option', { name: role, exact: true }).click();
  }

  async fill(values: { email?: string; phone?: string; password?: string; confirm?: string; role?: string }) {
    if (values.email !== undefined) await this.form.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(values.email);
    if (values.phone !== undefined) await this.form.getByRole('textbox', { name: 'Telefoonnummer', exact: true }).fill(values.phone);
    if (values.password !== undefined) await this.form.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(values.password);
    if (values.confirm !== undefined) await this.form.getByRole('textbox', { name: 'Bevestig wachtwoord', exact: true }).fill(values.confirm);
    if (values.role !== undefined) await this.chooseRole(values.role);
  }

  async save() {
    await this.form.getByRole('button', { name: 'Opslaan' }).click();
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Zoeken' }).fill(text);
  }
}
