/**
 * Every translation file, found by Vite at build time: `<language>/<namespace>.json`. A new domain
 * adds its two files (nl_BE and en_US) and nothing else. The namespaces of the screens outside the
 * shell (login, change password: FIRST_SCREEN) are eager, so the first screen carries its texts
 * and i18next starts synchronously; every other namespace is a chunk of its own, loaded with the
 * signed-in app (loadLaterNamespaces in ./index.ts). Under jest (no Vite) web/test/namespace-files.js
 * reads the same folder instead, every file eagerly (jest.config.js maps this module to it).
 */
export const namespaceFiles = import.meta.glob<Record<string, unknown>>('./*/{app,common,session,ui}.json', { eager: true, import: 'default' });

export const laterNamespaceFiles = import.meta.glob<Record<string, unknown>>(['./*/*.json', '!./*/{app,common,session,ui}.json'], { import: 'default' });
