/**
 * What a provider offers beyond the spec (provider/openapi.yaml tags each such call, key or field
 * with one of these names). The gateway uses one only when PROVIDER_EXTENSIONS names it; every
 * screen works without any.
 */
export const PROVIDER_EXTENSIONS = [
  /** getSalesOrdersPage: the sales overview filtered, sorted, paged and counted by the provider. */
  'salesOrderPages',
  /** Month end as a POST with filters, paging and totals instead of the spec's whole GET list. */
  'monthEndQuery',
  /** Child lists and details of many owners in one call (`orderids`, `productids`, `salesorderids`). */
  'byIds',
  /** getCompanyDetails: the pro-forma's company block from the provider instead of configuration. */
  'companyDetails',
  /** getSalesOrderPurchaseInvoices: the purchase invoices that carry a sales order's lines. */
  'orderPurchaseInvoices',
  /** A VAT code item carries its `percentage`. */
  'vatPercentage',
  /** Answer fields the spec's shapes lack (ids and codes beside names, a line's product id …). */
  'extraFields',
] as const;

export type ProviderExtension = (typeof PROVIDER_EXTENSIONS)[number];

export type ProviderExtensions = ReadonlySet<ProviderExtension>;

export const NO_EXTENSIONS: ProviderExtensions = new Set();
export const ALL_EXTENSIONS: ProviderExtensions = new Set(PROVIDER_EXTENSIONS);

/** PROVIDER_EXTENSIONS: unset, empty or `none` (spec calls only), `all`, or a comma-separated list of names. */
export function parseExtensions(value: string | undefined): ProviderExtensions {
  const text = (value ?? '').trim();
  if (text === '' || text === 'none') return NO_EXTENSIONS;
  if (text === 'all') return ALL_EXTENSIONS;
  const names = text
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of names) {
    if (!(PROVIDER_EXTENSIONS as readonly string[]).includes(name)) {
      throw new Error(`PROVIDER_EXTENSIONS names an unknown extension '${name}' (known: ${PROVIDER_EXTENSIONS.join(', ')}, or all, none)`);
    }
  }
  return new Set(names as ProviderExtension[]);
}

/** What switching each extension on changes in Backoffice (told by `npm run provider:check`, README › Extensions). */
export const EXTENSION_EFFECTS: Record<ProviderExtension, string> = {
  salesOrderPages: 'the sales overview asks the provider for one filtered, sorted page instead of reading the whole sales lists',
  monthEndQuery: 'month end is filtered, paged and totalled by the provider instead of the gateway reading the whole list',
  byIds: 'child lists and details of many orders, products or invoices come in one call instead of one call per owner',
  companyDetails: "the pro-forma's company block comes from getCompanyDetails instead of the COMPANY_* settings",
  orderPurchaseInvoices: "a sales order's purchase invoices come from getSalesOrderPurchaseInvoices",
  vatPercentage: "a VAT code's percentage is read from the VAT code list instead of the calculate-VAT call",
  extraFields:
    'the gateway trusts ids and codes beyond the spec (sales-line products, product codes, transporter and demurrage codes) instead of looking them up: where the provider does not send them they come out empty',
};
