import { expect, type Locator, type Page } from '@playwright/test';
import { expectEveryColumnRendered } from '../grid';

/** The month-end screen (/month-end). */
export class MonthEndScreen {
  readonly heading: Locator;
  readonly table: Locator;
  readonly totals: Locator;
  readonly exportButton: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Maandafsluiting', level: 1 });
    this.table = page.getByRole('grid', { name: 'Maandafsluiting' });
    this.totals = page.getByRole('region', { name: 'Totalen' });
    this.exportButton = page.getByRole('button', { name: 'Excel' });
  }

  async openFromMenu() {
    await this.page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Maandafsluiting', exact: true }).click();
    // the screen's code loads on first use: allow for a busy machine
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
    await expect(this.dataRows().first()).toBeVisible({ timeout: 30_000 });
  }

  dataRows(): Locator {
    return this.table.getByRole('row').filter({ has: this.page.getByRole('gridcell') });
  }

  /** The texts of a row's cells, in column order (on a window wide enough for every column: EVERY_COLUMN_VIEWPORT). */
  async rowTexts(index: number): Promise<string[]> {
    await expectEveryColumnRendered(this.table);
    return (await this.dataRows().nth(index).getByRole('gridcell').allInnerTexts()).map((t) => t.trim());
  }

  async headers(): Promise<string[]> {
    await expectEveryColumnRendered(this.table);
    return (await this.table.getByRole('columnheader').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
  }

  async chooseBooking(side: 'Verkoopboeking' | 'Aankoopboeking' | 'Transportboeking', option: 'Alle' | 'Geboekt' | 'Niet geboekt') {
    await this.page.getByRole('combobox', { name: side }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** Loading date between two days (dd-MM-yyyy), through the table's filter panel. */
  async filterLoadingDate(from: string, to: string) {
    await this.page.getByRole('button', { name: 'Filters' }).click();
    const panel = this.page.getByRole('dialog', { name: 'Filteren' });
    await panel.getByRole('button', { name: 'Voorwaarde toevoegen' }).click();
    await panel.getByRole('combobox', { name: 'Kolom' }).last().selectOption({ label: 'Laaddatum' });
    await panel.getByRole('combobox', { name: 'Vergelijking' }).last().selectOption({ label: 'Tussen' });
    await panel.getByRole('textbox', { name: 'Van' }).last().fill(from);
    await panel.getByRole('textbox', { name: 'Tot' }).last().fill(to);
    await panel.getByRole('textbox', { name: 'Tot' }).last().press('Tab');
    await this.page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
  }

  /** The "N rijen" of the totals region. */
  async totalRows(): Promise<number> {
    const text = await this.totals.getByText(/^\d[\d.]* rij(en)?$/).innerText();
    return Number(text.replace(/\D/g, ''));
  }
}
