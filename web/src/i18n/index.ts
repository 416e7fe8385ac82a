import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { menuTexts } from './menu-texts.generated';
import { namespaceFiles } from './namespace-files';

export type Language = 'nl_BE' | 'en_US';

export const DEFAULT_LANGUAGE: Language = 'nl_BE';
export const LANGUAGE_STORAGE_KEY = 'backoffice.language';

/** Selectable languages with the short labels the spec uses (Nl, En). */
export const LANGUAGES: ReadonlyArray<{ code: Language; label: string }> = [
  { code: 'nl_BE', label: 'Nl' },
  { code: 'en_US', label: 'En' },
];

/** A translation file's language and namespace (`./nl_BE/salesOrders.json` → nl_BE, 'salesOrders'). */
function fileOf(file: string): { language: Language; namespace: string } | null {
  const [, language, namespace] = /^\.\/([^/]+)\/([^/]+)\.json$/.exec(file) ?? [];
  return isLanguage(language) && namespace ? { language, namespace } : null;
}

/** The namespaces the first screen needs (login, change password), per language: one per JSON file; the others: addTexts. */
const resources: Record<Language, Record<string, Record<string, unknown>>> = { nl_BE: {}, en_US: {} };
for (const [file, texts] of Object.entries(namespaceFiles)) {
  const found = fileOf(file);
  if (found) resources[found.language][found.namespace] = texts;
}
// every feature's sidebar labels (`menu` of its namespace, gathered by npm run codegen); its other texts come with its screens
for (const [language, byNamespace] of Object.entries(menuTexts)) {
  if (!isLanguage(language)) continue;
  for (const [namespace, menu] of Object.entries(byNamespace)) resources[language][namespace] = { ...resources[language][namespace], menu };
}

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
  ns: [...new Set([...Object.keys(resources.nl_BE), ...Object.keys(resources.en_US)])],
  defaultNS: 'common',
  interpolation: { escapeValue: false }, // React escapes
  initAsync: false,
  react: { useSuspense: false },
  showSupportNotice: false,
});
applyDocumentLanguage(initialLanguage);

/**
 * Adds a domain's texts in both languages: each feature's texts.ts does, so a screen's texts
 * come with its code (lazily) and the first screen carries only its own namespaces.
 */
export function addTexts(namespace: string, texts: Record<Language, Record<string, unknown>>): void {
  for (const language of LANGUAGES) i18n.addResourceBundle(language.code, namespace, texts[language.code], true, true);
}

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
