import type { InvoiceCompanyRecord } from '.';

/** The company block's fields, and the environment variable of each (COMPANY_DETAILS holds them as JSON). */
const FIELDS = {
  name: 'COMPANY_NAME',
  addressLine1: 'COMPANY_ADDRESS',
  postalCode: 'COMPANY_POSTAL_CODE',
  city: 'COMPANY_CITY',
  country: 'COMPANY_COUNTRY',
  vatNumber: 'COMPANY_VAT_NUMBER',
  iban: 'COMPANY_IBAN',
  email: 'COMPANY_EMAIL',
  phone: 'COMPANY_PHONE',
} as const satisfies Record<keyof Omit<InvoiceCompanyRecord, 'configured'>, string>;

/**
 * The pro-forma's company block from configuration, for a provider without the companyDetails
 * extension (the spec has no company call): COMPANY_DETAILS as a JSON object with the fields
 * of FIELDS, each overridden by its own variable. Null when no name is configured.
 */
export function readCompanyDetails(env: NodeJS.ProcessEnv): InvoiceCompanyRecord | null {
  let json: Record<string, unknown> = {};
  if (env.COMPANY_DETAILS?.trim()) {
    const parsed: unknown = JSON.parse(env.COMPANY_DETAILS);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw new Error('COMPANY_DETAILS must be a JSON object, e.g. {"name": "…", "vatNumber": "…"}');
    json = parsed as Record<string, unknown>;
  }
  const company = { configured: true } as InvoiceCompanyRecord;
  for (const [field, variable] of Object.entries(FIELDS) as [keyof typeof FIELDS, string][]) {
    const value = env[variable] ?? json[field];
    company[field] = typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  }
  return company.name ? company : null;
}

/** The block printed when neither provider nor configuration gives the company: empty, `configured` false (the PDF says so). */
export const UNCONFIGURED_COMPANY: InvoiceCompanyRecord = {
  configured: false,
  name: '',
  addressLine1: '',
  postalCode: '',
  city: '',
  country: '',
  vatNumber: '',
  iban: '',
  email: '',
  phone: '',
};
