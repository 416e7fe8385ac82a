import { expect, type Locator, type Page } from '@playwright/test';
import { expectEveryColumnRendered } from '../grid';

/** The demurrage screen (/demurrage). */
export class DemurrageScreen {
  readonly heading: Locator;
  readonly table: Locator;
  readonly legend: Locator;
  readonly search: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Demurrage', level: 1 });
    this.table = page.getByRole('grid', { name: 'Demurrage' });
    this.legend = page.getByRole('region', { name: 'Kleuren' });
    this.search = page.getByRole('searchbox', { name: /Zoeken/ });
  }

  async openFromMenu() {
    await this.page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Demurrage', exact: true }).click();
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

  async filterIs(column: string, value: string) {
    await this.page.getByRole('button', { name: 'Filters' }).click();
    const panel = this.page.getByRole('dialog', { name: 'Filteren' });
    await panel.getByRole('button', { name: 'Voorwaarde toevoegen' }).click();
    await panel.getByRole('combobox', { name: 'Kolom' }).last().selectOption({ label: column });
    await panel.getByRole('combobox', { name: 'Vergelijking' }).last().selectOption({ label: 'Is' });
    await panel.getByRole('textbox', { name: 'Waarde', exact: true }).last().fill(value);
    await this.page.keyboard.press('Escape');
  }
}
