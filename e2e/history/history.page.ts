import { expect, type Locator, type Page } from '@playwright/test';

/** The demo users' user names (their e-mail addresses), as the history names who changed what. */
export const USER_NAMES = { admin: 'admin@backoffice.test', finance: 'finance@backoffice.test' } as const;

/** The conflict panel above a form whose save was refused (CHANGED_BY_SOMEONE_ELSE). */
export class ConflictPanel {
  readonly root: Locator;
  readonly changes: Locator;
  readonly loadTheirs: Locator;
  readonly keepMine: Locator;

  constructor(within: Locator) {
    this.root = within.getByRole('alert', { name: 'Iemand anders heeft dit intussen gewijzigd' });
    this.changes = this.root.getByRole('list', { name: 'Wijzigingen sinds u dit opende' });
    this.loadTheirs = this.root.getByRole('button', { name: 'Hun wijzigingen laden' });
    this.keepMine = this.root.getByRole('button', { name: 'Mijn versie houden' });
  }
}

/** A detail panel's "Historiek" section: closed until "Historiek tonen" is pressed. */
export class HistorySection {
  readonly region: Locator;
  readonly show: Locator;
  readonly table: Locator;

  constructor(within: Locator) {
    this.region = within.getByRole('region', { name: 'Historiek' });
    this.show = this.region.getByRole('button', { name: 'Historiek tonen' });
    this.table = this.region.getByRole('table', { name: 'Historiek' });
  }

  /** The entries by this user (the "Door" column). */
  rowsBy(userName: string): Locator {
    return this.table.getByRole('row').filter({ has: this.table.page().getByRole('cell', { name: userName, exact: true }) });
  }
}

/** The changes screen at /changes (Administrator, Boekhouding): filters in the toolbar, newest first. */
export class ChangesPage {
  readonly heading: Locator;
  readonly menuLink: Locator;
  readonly grid: Locator;
  readonly userName: Locator;
  readonly recordType: Locator;
  readonly action: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Wijzigingen', level: 1 });
    this.menuLink = page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Wijzigingen', exact: true });
    this.grid = page.getByRole('grid', { name: 'Wijzigingen' });
    this.userName = page.getByRole('textbox', { name: 'Gebruikersnaam' });
    this.recordType = page.getByRole('combobox', { name: 'Soort record' });
    this.action = page.getByRole('combobox', { name: 'Actie' });
  }

  /** Chooses an option of one of the toolbar's selects. */
  async choose(select: Locator, option: string) {
    const listbox = this.page.getByRole('listbox');
    // a click landing while the menu still opens is lost under load (CI saw it once): choose again then
    await expect(async () => {
      if (!(await listbox.isVisible())) await select.click();
      await listbox.getByRole('option', { name: option, exact: true }).click({ timeout: 5_000 });
      await expect(listbox).toBeHidden({ timeout: 5_000 });
    }).toPass({ timeout: 30_000 });
    await expect(select).toHaveText(option);
  }

  /** The row whose text holds this (a unique value of the flow's own). */
  rowWith(text: string): Locator {
    return this.grid.getByRole('row').filter({ hasText: text });
  }

  /** The link in a row's "Hoort bij" column that opens the sales order. */
  openOrder(row: Locator, id: string): Locator {
    return row.getByRole('link', { name: `Open Verkooporder ${id}`, exact: true });
  }
}
