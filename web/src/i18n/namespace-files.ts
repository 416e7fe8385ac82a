/**
 * The translation files of the screens outside the shell (login, change password) and of the
 * shared UI, found by Vite at build time: `<language>/<namespace>.json`, eager, so the first screen
 * carries its texts and i18next starts synchronously. A domain's own namespace comes with its
 * code instead: its feature's texts.ts adds both languages (addTexts), so the texts load with the
 * screen that shows them. Under jest (no Vite) web/test/namespace-files.js reads the whole folder
 * instead (jest.config.js maps this module to it).
 */
export const FIRST_SCREEN_NAMESPACES = ['app', 'common', 'session', 'ui'] as const;

export const namespaceFiles = import.meta.glob<Record<string, unknown>>('./*/{app,common,session,ui}.json', { eager: true, import: 'default' });
