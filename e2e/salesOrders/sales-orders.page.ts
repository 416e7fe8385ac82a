import { expect, type Locator, type Page } from '@playwright/test';
import { graphql } from '../graphql';

/** Presses Tab until the locator has the focus: the way a keyboard user reaches a control. */
export async function tabTo(page: Page, target: Locator, maxPresses = 80): Promise<void> {
  for (let i = 0; i < maxPresses; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Could not reach ${target} with Tab in ${maxPresses} presses`);
}

/** dd-MM-yyyy of today in Brussels (the config's time zone). */
export function todayText(): string {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date()).split('-');
  return `${d}-${m}-${y}`;
}

export function todayIso(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
}

/** The sales order overview at /sales-order. */
export class SalesOrdersPage {
  readonly heading: Locator;
  readonly addButton: Locator;
  readonly search: Locator;
  readonly grid: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Verkooporders', level: 1 });
    this.grid = page.getByRole('grid', { name: 'Verkooporders' });
    this.addButton = page.getByRole('button', { name: 'Verkooporder toevoegen' });
    this.search = page.getByRole('searchbox', { name: /Zoeken/ });
  }

  /** The overview, or with an id the overview with that order's detail panel open. */
  async goto(id?: string) {
    await this.page.goto(id ? `/sales-order/${id}` : '/sales-order');
    if (id) await expect(this.page.getByRole('dialog', { name: `Order #${id}` })).toBeVisible();
    else await expect(this.heading).toBeVisible();
  }

  rangeToggle(label: 'Toon alles' | 'Toon laatste 6 maanden'): Locator {
    return this.page.getByRole('button', { name: label });
  }

  orderLink(id: string): Locator {
    return this.page.getByRole('link', { name: `Order ${id} openen`, exact: true });
  }

  deleteButton(id: string): Locator {
    return this.page.getByRole('button', { name: `Order ${id} verwijderen` });
  }

  anyDeleteButton(): Locator {
    return this.page.getByRole('button', { name: /^Order \d+ verwijderen$/ });
  }
}

/** The add / edit form (slide-in 'Verkooporder toevoegen' or dialog 'Verkooporder bewerken'). */
export class SalesOrderFormPanel {
  readonly root: Locator;
  readonly customer: Locator;
  readonly supplier: Locator;
  readonly reference: Locator;
  readonly shippingCompany: Locator;
  readonly pickupReference: Locator;
  readonly loadingDate: Locator;
  readonly arrivalDate: Locator;
  readonly comments: Locator;
  readonly save: Locator;

  constructor(
    readonly page: Page,
    title: 'Verkooporder toevoegen' | 'Verkooporder bewerken' = 'Verkooporder toevoegen',
  ) {
    this.root = page.getByRole('dialog', { name: title });
    this.customer = this.root.getByRole('combobox', { name: /^Klant/ });
    this.supplier = this.root.getByRole('combobox', { name: /^Leverancier/ });
    this.reference = this.root.getByRole('textbox', { name: /^Referentie klant/ });
    this.shippingCompany = this.root.getByRole('combobox', { name: /^Rederij/ });
    this.pickupReference = this.root.getByRole('textbox', { name: /^Uithaalreferentie/ });
    this.loadingDate = this.root.getByRole('textbox', { name: /^Laaddatum/ });
    this.arrivalDate = this.root.getByRole('textbox', { name: /^Aankomstdatum/ });
    this.comments = this.root.getByRole('textbox', { name: /^Opmerkingen/ });
    this.save = this.root.getByRole('button', { name: 'Opslaan' });
  }
}

/** The slide-in 'Order #id' with its tables and dialogs. */
export class SalesOrderDetail {
  readonly root: Locator;
  readonly invoicedNotice: Locator;
  readonly unlock: Locator;
  readonly lock: Locator;
  readonly addLine: Locator;
  readonly addTextLine: Locator;
  readonly copy: Locator;
  readonly edit: Locator;
  readonly lines: Locator;
  readonly transports: Locator;
  readonly textLines: Locator;
  readonly documents: Locator;
  readonly fileInput: Locator;
  readonly documentType: Locator;

  constructor(
    readonly page: Page,
    id?: string,
  ) {
    this.root = page.getByRole('dialog', { name: id ? `Order #${id}` : /^Order #\d+$/ });
    this.invoicedNotice = this.root.getByText('Deze order is al gefactureerd');
    this.unlock = this.root.getByRole('button', { name: 'Ontgrendelen om te wijzigen' });
    this.lock = this.root.getByRole('button', { name: 'Opnieuw vergrendelen' });
    this.addLine = this.root.getByRole('button', { name: 'Productregel toevoegen' });
    this.addTextLine = this.root.getByRole('button', { name: 'Tekstregel toevoegen' });
    this.copy = this.root.getByRole('button', { name: 'Order kopiëren' });
    this.edit = this.root.getByRole('button', { name: 'Order bewerken' });
    this.lines = this.root.getByRole('table', { name: 'Productregels' });
    this.transports = this.root.getByRole('table', { name: 'Transporten' });
    this.textLines = this.root.getByRole('table', { name: 'Tekstregels' });
    this.documents = this.root.getByRole('region', { name: 'Documenten' });
    this.fileInput = this.documents.locator('input[type=file]');
    this.documentType = this.documents.getByRole('combobox', { name: 'Documenttype' });
  }

  /** The order id from the title. */
  async id(): Promise<string> {
    const title = await this.root.getByRole('heading', { level: 2 }).first().textContent();
    return /#(\d+)/.exec(title ?? '')?.[1] ?? '';
  }
}

/** The two-step 'Productregel toevoegen' dialog. */
export class AddLineDialog {
  readonly root: Locator;
  readonly product: Locator;
  readonly salesQuantity: Locator;
  readonly purchaseQuantity: Locator;
  readonly packingSlip: Locator;
  readonly container: Locator;
  readonly shippingDocument: Locator;
  readonly reportingDate: Locator;
  readonly productDetails: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByRole('dialog', { name: 'Productregel toevoegen' });
    this.product = this.root.getByRole('combobox', { name: /^Product/ });
    this.salesQuantity = this.root.getByRole('textbox', { name: /^Verkoophoeveelheid/ });
    this.purchaseQuantity = this.root.getByRole('textbox', { name: /^Aankoophoeveelheid/ });
    this.packingSlip = this.root.getByRole('textbox', { name: /^Pakbon/ });
    this.container = this.root.getByRole('textbox', { name: /^Container/ });
    this.shippingDocument = this.root.getByRole('textbox', { name: /^Verzenddocument/ });
    this.reportingDate = this.root.getByRole('textbox', { name: /^Rapportagedatum/ });
    this.productDetails = this.root.getByRole('button', { name: 'Productdetails' });
  }
}

/** An order of the flow's own, through the API: a customer and a supplier without demurrage, the given reference, no comments. */
export async function createPlainOrder(page: Page, reference: string): Promise<string> {
  const { suppliers, customers } = await graphql<{
    suppliers: { code: string; hasDemurrage: boolean }[];
    customers: { code: string; isToBePlanned: boolean }[];
  }>(page.request, 'query { suppliers { code hasDemurrage } customers { code isToBePlanned } }');
  const supplier = suppliers.find((s) => !s.hasDemurrage);
  const customer = customers.find((c) => !c.isToBePlanned);
  expect(supplier && customer, 'the seed has a supplier without demurrage and a customer').toBeTruthy();
  const data = await graphql<{ createSalesOrder: { salesOrder: { id: string } | null; userErrors: unknown[] } }>(
    page.request,
    `
      mutation ($input: CreateSalesOrderInput!) {
        createSalesOrder(input: $input) {
          salesOrder {
            id
          }
          userErrors {
            field
            message
            code
          }
        }
      }
    `,
    { input: { order: { customerCode: customer!.code, supplierCode: supplier!.code, customerReference: reference, loadingDate: todayIso() } } },
  );
  expect(data.createSalesOrder.userErrors).toEqual([]);
  return data.createSalesOrder.salesOrder!.id;
}
