// The sections of the web's translation namespaces that other code shows before (or without) the
// namespace's screen: a feature's menu labels, a domain's history labels. Gathered by
// scripts/generate-indexes.ts, so a domain writes them in its own namespace, never a shared file.
import fs from 'node:fs';
import path from 'node:path';

const I18N = 'web/src/i18n';

type Texts = Record<string, unknown>;

/** Each language folder's namespaces (`<language>/<namespace>.json`), by language then namespace, sorted. */
function namespaces(root: string): Record<string, Record<string, Texts>> {
  const dir = path.join(root, I18N);
  if (!fs.existsSync(dir)) return {};
  const out: Record<string, Record<string, Texts>> = {};
  for (const language of fs.readdirSync(dir).sort()) {
    if (!fs.statSync(path.join(dir, language)).isDirectory()) continue;
    out[language] = {};
    for (const file of fs.readdirSync(path.join(dir, language)).sort()) {
      if (file.endsWith('.json')) out[language][file.replace(/\.json$/, '')] = JSON.parse(fs.readFileSync(path.join(dir, language, file), 'utf8')) as Texts;
    }
  }
  return out;
}

const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `menu` of every namespace but the app's (the app's own entries are in app.json): language → namespace → labels. */
export function menuSections(root: string): Record<string, Record<string, Texts>> {
  const out: Record<string, Record<string, Texts>> = {};
  for (const [language, byNamespace] of Object.entries(namespaces(root))) {
    out[language] = {};
    for (const [namespace, texts] of Object.entries(byNamespace)) if (namespace !== 'app' && isTexts(texts.menu)) out[language][namespace] = texts.menu;
  }
  return out;
}

/**
 * `history` of every namespace (`recordTypes`, `fields`), merged per language: the changes list and
 * the history tabs show every domain's. Two namespaces that word one key differently are refused.
 */
export function historySections(root: string): Record<string, Record<string, Record<string, string>>> {
  const out: Record<string, Record<string, Record<string, string>>> = {};
  for (const [language, byNamespace] of Object.entries(namespaces(root))) {
    const merged: Record<string, Record<string, string>> = { recordTypes: {}, fields: {} };
    const from: Record<string, string> = {};
    for (const [namespace, texts] of Object.entries(byNamespace)) {
      if (namespace === 'history' || !isTexts(texts.history)) continue;
      for (const [section, words] of Object.entries(texts.history)) {
        if (!isTexts(words)) continue;
        merged[section] ??= {};
        for (const [key, word] of Object.entries(words)) {
          const at = `${section}.${key}`;
          if (merged[section][key] !== undefined && merged[section][key] !== word)
            throw new Error(`${I18N}/${language}/${namespace}.json and ${from[at]}.json word history.${at} differently`);
          merged[section][key] = String(word);
          from[at] ??= namespace;
        }
      }
    }
    out[language] = merged;
  }
  return out;
}
