import { expect, type Locator, type Page } from '@playwright/test';

/** The period-date screen (/period-date) and its side form. */
export class PeriodDatesPage {
  readonly table: Locator;
  readonly form: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('grid', { name: 'Periodedatums' });
    this.form = page.getByRole('dialog');
  }

  async goto() {
    await this.page.goto('/period-date');
    await expect(this.page.getByRole('heading', { name: 'Periodedatums' })).toBeVisible();
  }

  /** Types in the table's quick search, as a user finds a row among more than the screen shows. */
  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Zoeken' }).fill(text);
  }

  row(year: number, month: number): Locator {
    return this.table
      .getByRole('row')
      .filter({ has: this.page.getByRole('gridcell', { name: String(year), exact: true }) })
      .filter({ has: this.page.getByRole('gridcell', { name: String(month), exact: true }) });
  }

  async fill(values: { year?: string; month?: string; newDate?: string }) {
    if (values.year !== undefined) await this.form.getByRole('textbox', { name: 'Jaar', exact: true }).fill(values.year);
    if (values.month !== undefined) await this.form.getByRole('textbox', { name: 'Maand', exact: true }).fill(values.month);
    if (values.newDate !== undefined) {
      const field = this.form.getByRole('textbox', { name: /Nieuwe datum/ });
      await field.fill(values.newDate);
      await field.press('Tab');
    }
  }

  async save() {
    await this.form.getByRole('button', { name: 'Opslaan' }).click();
  }
}
