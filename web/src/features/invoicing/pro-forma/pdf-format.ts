import type { TFunction } from 'i18next';
import { formatDecimal, formatMoney } from '../../../ui/money';
import { formatDate } from '../../../ui/date-field';
import type { InvoiceCompany, InvoiceLanguage, ProFormaInvoiceQuery } from '../../../generated/graphql';

export type ProFormaInvoiceData = NonNullable<ProFormaInvoiceQuery['proFormaInvoice']['invoice']>;

/** The PDF's own language, stored apart from the screen's (spec 02 §9: nl_BE or en_US). */
export const PRO_FORMA_LANGUAGE_KEY = 'backoffice.proFormaLanguage';

export function rememberedLanguage(): InvoiceLanguage {
  try {
    return window.localStorage.getItem(PRO_FORMA_LANGUAGE_KEY) === 'en_US' ? 'ENGLISH' : 'DUTCH';
  } catch {
    return 'DUTCH';
  }
}

export function rememberLanguage(language: InvoiceLanguage): void {
  try {
    window.localStorage.setItem(PRO_FORMA_LANGUAGE_KEY, language === 'ENGLISH' ? 'en_US' : 'nl_BE');
  } catch {
    // private mode: the choice is not remembered, the PDF is still made
  }
}

export const localeOf = (language: InvoiceLanguage) => (language === 'ENGLISH' ? 'en_US' : 'nl_BE');

/**
 * What the pro-forma says, in the invoice's language, apart from where it stands on the page.
 * Numbers, amounts and dates are the app's own formats in both languages (spec 02 §9: dates
 * dd-MM-yyyy, euro with a comma for decimals and points for thousands): `€ 6.585,75`, `27-11-2026`.
 */
export interface ProFormaContent {
  /** Label and value of what the invoice is about (order, reference, customer number, dates). */
  facts: [string, string][];
  /** The lines' table: its header and rows; `rightAligned` are the columns of numbers (header too). */
  head: string[];
  body: string[][];
  rightAligned: number[];
  totals: [string, string][];
  footer: string;
}

export function proFormaContent(invoice: ProFormaInvoiceData, t: TFunction): ProFormaContent {
  return {
    facts: [
      [t('pdf.order'), invoice.salesOrderId],
      [t('pdf.reference'), invoice.customerReference ?? ''],
      [t('pdf.customerNumber'), invoice.address.customerCode],
      [t('pdf.date'), formatDate(invoice.issueDate)],
      [t('pdf.expiryDate'), formatDate(invoice.expiryDate)],
    ],
    head: ['loadingDate', 'quantity', 'unit', 'description', 'price', 'amount'].map((c) => t(`pdf.columns.${c}`)),
    body: invoice.lines.map((l) => [
      formatDate(l.loadingDate),
      formatDecimal(l.quantity, 3, 0),
      l.unit,
      l.description,
      formatMoney(l.price),
      formatMoney(l.amount),
    ]),
    rightAligned: [1, 4, 5],
    totals: [
      [t('pdf.total'), formatMoney(invoice.total)],
      [t('pdf.vat', { percentage: formatDecimal(invoice.vatPercentage, 2, 0) }), formatMoney(invoice.vat)],
      [t('pdf.totalInclVat'), formatMoney(invoice.totalInclVat)],
    ],
    footer: `${t('pdf.paymentTerm', { days: invoice.paymentTermDays })} ${t('pdf.interest')}`,
  };
}

/**
 * The company block's heading and lines. Without company details (the provider has no company
 * call and the gateway's settings name none) the heading is empty and one line says so.
 */
export function companyBlock(company: Omit<InvoiceCompany, '__typename'>, t: (key: string) => string): { heading: string; lines: string[] } {
  if (!company.configured) return { heading: '', lines: [t('pdf.companyNotConfigured')] };
  return {
    heading: company.name,
    lines: [
      company.addressLine1,
      `${company.postalCode} ${company.city}`,
      company.country,
      `${t('pdf.vatNumber')}: ${company.vatNumber}`,
      `IBAN: ${company.iban}`,
      company.email,
      company.phone,
    ],
  };
}
