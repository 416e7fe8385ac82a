// jest's stand-in for web/src/i18n/namespace-files.ts (Vite's import.meta.glob): the same
// `./<language>/<namespace>.json` keys, read from the folder: every namespace, so a component
// rendered alone in a test has its texts without its feature's texts.ts.
const fs = require('node:fs');
const path = require('node:path');

const dir = path.join(__dirname, '../src/i18n');
const namespaceFiles = {};
for (const language of fs.readdirSync(dir, { withFileTypes: true })) {
  if (!language.isDirectory()) continue;
  for (const file of fs.readdirSync(path.join(dir, language.name))) {
    if (file.endsWith('.json')) namespaceFiles[`./${language.name}/${file}`] = JSON.parse(fs.readFileSync(path.join(dir, language.name, file), 'utf8'));
  }
}
module.exports = { namespaceFiles, FIRST_SCREEN_NAMESPACES: ['app', 'common', 'session', 'ui'] };
