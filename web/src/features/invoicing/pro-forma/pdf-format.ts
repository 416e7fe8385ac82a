import { formatDecimal } from '../../../ui/money';
import type { InvoiceCompany, InvoiceLanguage } from '../../../generated/graphql';

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

/** 1.234,5 in Dutch, 1,234.5 in English; exact on the decimal string. */
export function formatNumber(value: string, language: InvoiceLanguage, maxDecimals = 2, minDecimals = maxDecimals): string {
  const dutch = formatDecimal(value, maxDecimals, minDecimals);
  return language === 'ENGLISH' ? dutch.replace(/[.,]/g, (c) => (c === '.' ? ',' : '.')) : dutch;
}

/** € 1.234,56 in Dutch, €1,234.56 in English. */
export function formatEuro(value: string, language: InvoiceLanguage): string {
  const number = formatNumber(value, language);
  const negative = number.startsWith('-');
  const digits = negative ? number.slice(1) : number;
  const sign = negative ? '-' : '';
  return language === 'ENGLISH' ? `${sign}€${digits}` : `${sign}€ ${digits}`;
}

/** dd-MM-yyyy in Dutch, MM/dd/yyyy in English (en_US); empty for no date. */
export function formatInvoiceDate(iso: string | null | undefined, language: InvoiceLanguage): string {
  if (!iso) return '';
  const [y, m, d] = iso.slice(0, 10).split('-');
  return language === 'ENGLISH' ? `${m}/${d}/${y}` : `${d}-${m}-${y}`;
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
