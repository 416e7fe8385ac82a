import { expect, type Locator, type Page } from '@playwright/test';

/** The purchase-invoice overview at /purchase-order (Dutch, the default language). */
export class PurchaseOrdersPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly show: Locator;
  readonly packingNumber: Locator;
  readonly totals: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Aankoopfacturen', level: 1 });
    this.addButton = page.getByRole('button', { name: 'Aankoopfactuur toevoegen' });
    this.show = page.getByRole('combobox', { name: 'Tonen' });
    this.packingNumber = page.getByRole('textbox', { name: 'Pakbonnummer' });
    this.totals = page.getByRole('group', { name: 'Totalen van de gefilterde facturen' });
  }

  async goto(id?: string) {
    await this.page.goto(id ? `/purchase-order/${id}` : '/purchase-order');
    // the screen's code (with the data grid) loads on demand: allow for a busy machine
    if (id) await expect(this.page.getByRole('dialog', { name: `Aankoopfactuur #${id}` })).toBeVisible({ timeout: 30_000 });
    else await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }

  async showOnly(option: 'Alles tonen' | 'Enkel niet afgewerkt' | 'Enkel afgewerkt') {
    await this.show.click();
    await this.page.getByRole('option', { name: option }).click();
  }

  orderLink(id: string): Locator {
    return this.page.getByRole('link', { name: `Aankoopfactuur ${id} openen`, exact: true });
  }
}

/** The add / edit form in its slide-in ('Aankoopfactuur toevoegen'). */
export class PurchaseOrderFormPanel {
  readonly root: Locator;
  readonly transport: Locator;
  readonly invoiceNumber: Locator;
  readonly invoiceDate: Locator;
  readonly description: Locator;
  readonly save: Locator;

  constructor(
    readonly page: Page,
    title = 'Aankoopfactuur toevoegen',
  ) {
    this.root = page.getByRole('dialog', { name: title });
    this.transport = this.root.getByRole('checkbox', { name: 'Transportfactuur' });
    this.invoiceNumber = this.root.getByRole('textbox', { name: /^Factuurnummer/ });
    this.invoiceDate = this.root.getByRole('textbox', { name: /^Factuurdatum/ });
    this.description = this.root.getByRole('textbox', { name: /^Omschrijving/ });
    this.save = this.root.getByRole('button', { name: 'Opslaan' });
  }

  party(transport = false): Locator {
    return this.root.getByRole('combobox', { name: transport ? /^Transporteur/ : /^Leverancier/ });
  }

  async choose(name: string, code: string, transport = false) {
    const box = this.party(transport);
    await box.fill(name.slice(0, 6));
    await this.page.getByRole('option', { name: `${name} (${code})` }).click();
    await expect(box).toHaveValue(`${name} (${code})`);
  }
}

/** The detail slide-in 'Aankoopfactuur #id'. */
export class PurchaseOrderDetail {
  readonly root: Locator;
  readonly edit: Locator;
  readonly send: Locator;
  readonly addLines: Locator;
  readonly addManual: Locator;
  readonly totals: Locator;

  constructor(
    readonly page: Page,
    readonly id: string,
  ) {
    this.root = page.getByRole('dialog', { name: `Aankoopfactuur #${id}` });
    this.edit = this.root.getByRole('button', { name: 'Wijzigen' });
    this.send = this.root.getByRole('button', { name: 'Naar boekhouding sturen' });
    this.addLines = this.root.getByRole('button', { name: 'Lijnen toevoegen' });
    this.addManual = this.root.getByRole('button', { name: 'Eigen lijn toevoegen' });
    this.totals = this.root.getByRole('group', { name: 'Totalen van deze factuur' });
  }

  vatAmount(line: string): Locator {
    return this.root.getByRole('textbox', { name: `Btw-bedrag van ${line}` });
  }

  price(line: string): Locator {
    return this.root.getByRole('textbox', { name: `Prijs van ${line}` });
  }

  fact(label: string): Locator {
    return this.root
      .locator('dt')
      .filter({ hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]');
  }

  /** The totals bar's three amounts as shown (€ 1.234,56). */
  async totalsShown(): Promise<string[]> {
    return (await this.totals.locator('span').allTextContents()).map((s) => s.trim());
  }
}

/** The add-lines modal. */
export class AddLinesDialog {
  readonly root: Locator;
  readonly searchBy: Locator;
  readonly search: Locator;
  readonly save: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Lijnen toevoegen' });
    this.searchBy = this.root.getByRole('combobox', { name: 'Zoeken op' });
    this.search = this.root.getByRole('button', { name: 'Zoeken' });
    this.save = this.root.getByRole('button', { name: 'Aangevinkte lijnen toevoegen' });
  }

  async find(by: 'Pakbon' | 'Containernummer' | 'Verzenddocument' | 'Order-ID', value: string) {
    await this.searchBy.click();
    await this.page.getByRole('option', { name: by, exact: true }).click();
    await this.root.getByRole('textbox', { name: by }).fill(value);
    await this.root.getByRole('textbox', { name: by }).press('Enter');
  }

  tick(id: string): Locator {
    return this.root.getByRole('checkbox', { name: `Lijn ${id} selecteren` });
  }
}

/** '€ 1.234,56' → 1234.56 in cents (integers: no float sums in the test either). */
export function cents(shown: string): number {
  const [, sign, whole, decimals] = /(-?)([\d.]+),(\d{2})/.exec(shown) ?? [];
  if (whole === undefined) throw new Error(`not money: ${shown}`);
  return (sign ? -1 : 1) * (Number(whole.replace(/\./g, '')) * 100 + Number(decimals));
}

export function euro(centsValue: number): string {
  const whole = Math.floor(Math.abs(centsValue) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `€ ${centsValue < 0 ? '-' : ''}${whole},${String(Math.abs(centsValue) % 100).padStart(2, '0')}`;
}
