/**
 * Every translation file, found by Vite at build time: `<language>/<namespace>.json`. A new domain
 * adds its two files (nl_BE and en_US) and nothing else. Eager, so the bundle carries the texts and
 * i18next can start synchronously. Under jest (no Vite) web/test/namespace-files.js reads the same
 * folder instead (jest.config.js maps this module to it).
 */
export const namespaceFiles: Record<string, Record<string, unknown>> = import.meta.glob('./*/*.json', { eager: true, import: 'default' });
