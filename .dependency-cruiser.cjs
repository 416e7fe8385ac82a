// Import cycles, type imports included: between files and between folders (a folder and its subfolder
// are two). `npm run lint:cycles` checks the folders of CYCLE_FREE; tests are leaves and stay out.
const CYCLE_FREE = ['gateway/src', 'web/src', 'provider/src'];
const scope = `^(${CYCLE_FREE.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-file-cycle',
      severity: 'error',
      comment: 'Files that import each other (also through others): move what both need one layer down.',
      from: { path: scope },
      to: { circular: true },
    },
    {
      name: 'no-folder-cycle',
      severity: 'error',
      scope: 'folder',
      comment: 'Folders that import each other: a layer imports only the layers below it (CONTRIBUTING.md).',
      from: { path: scope },
      to: { circular: true },
    },
  ],
  options: {
    includeOnly: scope,
    exclude: { path: ['\\.test\\.tsx?$', '(^|/)node_modules/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    moduleSystems: ['es6', 'cjs'],
  },
};
