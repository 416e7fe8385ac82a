import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Locator, type Page } from '@playwright/test';
import { expectEveryColumnRendered } from '../grid';

const run = promisify(execFile);

/** The text of a PDF, laid out as on paper (poppler's pdftotext). */
export async function pdfText(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-layout', file, '-']);
  return stdout;
}

/** The quality overview at /quality-overview (Dutch UI). */
export class QualityPage {
  readonly heading: Locator;
  readonly search: Locator;
  readonly show: Locator;
  readonly grid: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Kwaliteit', level: 1 });
    this.grid = page.getByRole('grid').first();
    this.search = page.getByRole('searchbox', { name: /Zoeken/ });
    this.show = page.getByRole('combobox', { name: 'Tonen' });
  }

  async goto() {
    await this.page.goto('/quality-overview');
    await expect(this.heading).toBeVisible();
  }

  async showMode(label: 'Alle orders' | 'Niet afgewerkt' | 'Afgewerkt') {
    await this.show.click();
    await this.page.getByRole('option', { name: label }).click();
  }

  /**
   * Narrows the table to one order by its customer reference; answers that row and its id. The
   * row's actions are the last columns: the test's window shows every column (EVERY_COLUMN_VIEWPORT),
   * so a button looked for, or checked absent, is in a rendered cell.
   */
  async find(reference: string): Promise<{ row: Locator; id: string }> {
    await this.search.fill(reference);
    const row = this.page.getByRole('row').filter({ hasText: reference });
    await expect(row).toHaveCount(1);
    await expectEveryColumnRendered(this.grid);
    const id = (await row.getByRole('link').first().textContent())!.trim();
    return { row, id };
  }

  /** Makes the pro-forma PDF of an order in a language; answers the saved file's path and name. */
  async proForma(id: string, language: 'Nederlands' | 'Engels', saveAs: string): Promise<{ path: string; name: string }> {
    await this.page.getByRole('button', { name: `Pro-formafactuur van order ${id}` }).click();
    const dialog = this.page.getByRole('dialog', { name: `Pro-formafactuur van order ${id}` });
    await dialog.getByRole('radio', { name: language }).check();
    const download = this.page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'PDF maken' }).click();
    const file = await download;
    await file.saveAs(saveAs);
    await expect(dialog).toBeHidden();
    return { path: saveAs, name: file.suggestedFilename() };
  }
}
