import { expect, type Locator, type Page } from '@playwright/test';
import { required } from '../fixtures';

export type PriceKind = 'purchase' | 'sales' | 'transport';

const LIST: Record<PriceKind, string> = { purchase: 'Inkoopprijzen', sales: 'Verkoopprijzen', transport: 'Transportprijzen' };
const ADD_TITLE: Record<PriceKind, string> = { purchase: 'Inkoopprijs toevoegen', sales: 'Verkoopprijs toevoegen', transport: 'Transportprijs toevoegen' };

export interface ProductValues {
  /** Text typed into the supplier box; the first match is taken. Default: the first supplier. */
  supplier?: string;
  customer: string;
  product: string;
  salesUnit: string;
  productGroup?: string;
  purchaseUnit: string;
  approver?: string;
  kilogram: string;
  files?: Array<{ name: string; mimeType: string; buffer: Buffer }>;
}

/** The products screen (/product), its add/copy slide-in and the product detail panel. */
export class ProductsScreen {
  readonly table: Locator;
  readonly form: Locator;
  readonly detail: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('grid', { name: 'Producten' });
    this.form = page.getByRole('dialog', { name: /Product (toevoegen|kopiëren)/ });
    this.detail = page.getByRole('dialog', { name: /^Product P\d+$/ });
  }

  /** The list, or with an id the list with that product's detail panel open. */
  async goto(id?: string) {
    await this.page.goto(id ? `/product/${id}` : '/product');
    await expect(id ? this.detail : this.page.getByRole('heading', { name: 'Producten', level: 1 })).toBeVisible();
  }

  async openAdd() {
    await this.page.getByRole('button', { name: 'Product toevoegen' }).click();
    await expect(this.form).toBeVisible();
  }

  /** Types into an autocomplete and takes the first match; answers the chosen option's text. */
  async autocomplete(scope: Locator, label: RegExp, typed: string): Promise<string> {
    const box = scope.getByRole('combobox', { name: label });
    await box.click();
    await box.fill(typed);
    const option = this.page.getByRole('option').first();
    await expect(option).toBeVisible();
    const text = (await option.textContent()) ?? '';
    await option.click();
    return text;
  }

  async select(scope: Locator, label: RegExp, option: string | RegExp | null) {
    await scope.getByRole('combobox', { name: label }).click();
    const listbox = this.page.getByRole('listbox');
    const choice = option === null ? listbox.getByRole('option').last() : listbox.getByRole('option', { name: option });
    // On a loaded CI machine a click that lands while the menu is still growing open was once lost
    // (the menu stayed open with nothing chosen): while it is open, the option is clicked again.
    await expect(async () => {
      if (await listbox.isVisible()) await choice.click({ timeout: 5000 });
      await expect(listbox).toBeHidden({ timeout: 3000 });
    }).toPass({ timeout: 30_000 });
  }

  /** Fills the add form; answers the chosen supplier and customer texts (to repeat them). */
  async fill(values: ProductValues): Promise<{ supplier: string; customer: string }> {
    const f = this.form;
    const supplier = await this.autocomplete(f, /^Leverancier/, values.supplier ?? '');
    const customer = await this.autocomplete(f, /^Klant/, values.customer);
    await expect(f.getByRole('combobox', { name: /^Leverancier/ })).toHaveValue(supplier);
    await expect(f.getByRole('combobox', { name: /^Klant/ })).toHaveValue(customer);
    await f.getByRole('textbox', { name: 'Product', exact: true }).fill(values.product);
    await this.select(f, /^Verkoopeenheid/, values.salesUnit);
    await this.select(f, /^Productgroep/, values.productGroup ?? null);
    await this.select(f, /^Inkoopeenheid/, values.purchaseUnit);
    if (values.approver) await this.select(f, /^Goedkeurder/, values.approver);
    await f.getByRole('textbox', { name: /^Kilogram/ }).fill(values.kilogram);
    if (values.files) await f.getByTestId('file-input').setInputFiles(values.files);
    return { supplier, customer };
  }

  async save() {
    await this.form.getByRole('button', { name: 'Opslaan' }).click();
  }

  /** The detail panel after a save: answers the product id from the URL and the code from the title. */
  async openedProduct(): Promise<{ id: string; code: string }> {
    await expect(this.page).toHaveURL(/\/product\/\d+$/);
    await expect(this.detail).toBeVisible();
    const id = required(/\/product\/(\d+)$/.exec(this.page.url())?.[1], 'the product id in the URL');
    const title = (await this.detail.getByRole('heading', { level: 2 }).textContent()) ?? '';
    return { id, code: title.replace(/^Product\s+/, '').trim() };
  }

  priceList(kind: PriceKind): Locator {
    return this.detail.getByRole('region', { name: LIST[kind] });
  }

  priceRows(kind: PriceKind): Locator {
    return this.priceList(kind)
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell') });
  }

  viewButton(kind: PriceKind, view: 'Toon nieuwste' | 'Toon alles'): Locator {
    return this.priceList(kind).getByRole('button', { name: view });
  }

  priceDialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** Adds a price through the list's add button; dates as dd-MM-yyyy when other than the defaults. */
  async addPrice(kind: PriceKind, values: { price: string; startDate?: string; endDate?: string; transporter?: string; pricingType?: string }) {
    await this.priceList(kind).getByRole('button', { name: ADD_TITLE[kind] }).click();
    const dialog = this.priceDialog(ADD_TITLE[kind]);
    await expect(dialog).toBeVisible();
    if (values.transporter) await this.autocomplete(dialog, /^Transporteur/, values.transporter);
    if (values.pricingType) await this.select(dialog, /^Prijssoort/, values.pricingType);
    await dialog.getByRole('textbox', { name: /^Prijs/ }).fill(values.price);
    if (values.startDate) await dialog.getByRole('textbox', { name: /^Begindatum/ }).fill(values.startDate);
    if (values.endDate) await dialog.getByRole('textbox', { name: /^Einddatum/ }).fill(values.endDate);
    await dialog.getByRole('button', { name: 'Opslaan' }).click();
    await expect(dialog).toBeHidden();
  }
}

/** The Change Price screen (/change-price). */
export class ChangePriceScreen {
  readonly table: Locator;

  constructor(private readonly page: Page) {
    this.table = page.getByRole('grid', { name: 'Prijswijzigingen' });
  }

  async goto() {
    await this.page.goto('/change-price');
    await expect(this.page.getByRole('heading', { name: 'Prijswijzigingen', level: 1 })).toBeVisible();
  }

  async search(text: string) {
    await this.page.getByRole('searchbox', { name: 'Zoeken' }).fill(text);
  }

  row(...texts: string[]): Locator {
    let row = this.table.getByRole('row');
    for (const text of texts) row = row.filter({ hasText: text });
    return row;
  }
}
