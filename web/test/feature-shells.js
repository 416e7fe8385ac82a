// jest's stand-in for web/src/app/shell/feature-shells.ts (Vite's import.meta.glob): the same
// `../../features/<feature>/shell.tsx` keys, each feature's `shell` export, read from the folder.
const fs = require('node:fs');
const path = require('node:path');

const dir = path.join(__dirname, '../src/features');
const featureShells = {};
for (const feature of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
  if (feature.isDirectory() && fs.existsSync(path.join(dir, feature.name, 'shell.tsx'))) {
    featureShells[`../../features/${feature.name}/shell.tsx`] = require(path.join(dir, feature.name, 'shell.tsx')).shell;
  }
}
module.exports = { featureShells };
