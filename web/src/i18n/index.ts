import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

// Every namespace file is imported explicitly so the bundle carries the resources and
// init can run synchronously (tests render translated text on the first render).
import nlCommon from './nl_BE/common.json';
import nlUi from './nl_BE/ui.json';
import nlApp from './nl_BE/app.json';
import nlSession from './nl_BE/session.json';
import nlUsers from './nl_BE/users.json';
import nlPeriodDates from './nl_BE/periodDates.json';
import nlProducts from './nl_BE/products.json';
import nlSalesOrders from './nl_BE/salesOrders.json';
import nlPurchaseOrders from './nl_BE/purchaseOrders.json';
import nlInvoicing from './nl_BE/invoicing.json';
import nlTasks from './nl_BE/tasks.json';
import nlDemurrage from './nl_BE/demurrage.json';
import nlMonthEnd from './nl_BE/monthEnd.json';
import enCommon from './en_US/common.json';
import enUi from './en_US/ui.json';
import enApp from './en_US/app.json';
import enSession from './en_US/session.json';
import enUsers from './en_US/users.json';
import enPeriodDates from './en_US/periodDates.json';
import enProducts from './en_US/products.json';
import enSalesOrders from './en_US/salesOrders.json';
import enPurchaseOrders from './en_US/purchaseOrders.json';
import enInvoicing from './en_US/invoicing.json';
import enTasks from './en_US/tasks.json';
import enDemurrage from './en_US/demurrage.json';
import enMonthEnd from './en_US/monthEnd.json';

export type Language = 'nl_BE' | 'en_US';

export const DEFAULT_LANGUAGE: Language = 'nl_BE';
export const LANGUAGE_STORAGE_KEY = 'backoffice.language';

/** Selectable languages with the short labels the spec uses (Nl, En). */
export const LANGUAGES: ReadonlyArray<{ code: Language; label: string }> = [
  { code: 'nl_BE', label: 'Nl' },
  { code: 'en_US', label: 'En' },
];

export const NAMESPACES = ['common', 'ui', 'app', 'session', 'users', 'periodDates', 'products', 'salesOrders', 'purchaseOrders', 'invoicing', 'tasks', 'demurrage', 'monthEnd'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  nl_BE: { common: nlCommon, ui: nlUi, app: nlApp, session: nlSession, users: nlUsers, periodDates: nlPeriodDates, products: nlProducts, salesOrders: nlSalesOrders, purchaseOrders: nlPurchaseOrders, invoicing: nlInvoicing, tasks: nlTasks, demurrage: nlDemurrage, monthEnd: nlMonthEnd },
  en_US: { common: enCommon, ui: enUi, app: enApp, session: enSession, users: enUsers, periodDates: enPeriodDates, products: enProducts, salesOrders: enSalesOrders, purchaseOrders: enPurchaseOrders, invoicing: enInvoicing, tasks: enTasks, demurrage: enDemurrage, monthEnd: enMonthEnd },
} as const;

export function isLanguage(value: unknown): value is Language {
  return value === 'nl_BE' || value === 'en_US';
}

/** BCP 47 tag for Intl, <html lang> and the like ('nl_BE' → 'nl-BE'). */
export function toLocaleTag(language: Language): string {
  return language.replace('_', '-');
}

function readStoredLanguage(): Language {
  try {
    const stored = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE; // storage may be blocked (privacy mode)
  }
}

function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = toLocaleTag(language);
}

const initialLanguage = readStoredLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLanguage,
  // A missing Dutch text falls back to English (complete), a missing English one to Dutch.
  fallbackLng: { nl_BE: ['en_US'], default: ['nl_BE'] },
  supportedLngs: ['nl_BE', 'en_US'],
  ns: [...NAMESPACES],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  react: { useSuspense: false },
  showSupportNotice: false,
});
applyDocumentLanguage(initialLanguage);

/** Switches the UI language and remembers the choice in localStorage. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered, but still switched
  }
  applyDocumentLanguage(language);
  await i18n.changeLanguage(language);
}

export default i18n;
