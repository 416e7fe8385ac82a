// The registries a domain used to touch by hand (domains, seeders, procedures, tracked kinds, records,
// the lists its writes make stale), generated from the
// folders by `npm run codegen`; gateway/test/registries.test.ts fails when one is out of date.
import fs from 'node:fs';
import path from 'node:path';
import * as prettier from 'prettier';
import { historySections, menuSections } from './namespace-sections';

export interface GeneratedIndex {
  /** Path of the generated file, relative to the root. */
  file: string;
  /** Its full text, formatted by Prettier. */
  text: string;
}

interface Entry {
  /** The binding the index gives the import (the domain's name). */
  name: string;
  /** The import specifier, relative to the generated file. */
  from: string;
}

interface IndexSpec {
  file: string;
  /** What the index holds, for its header. */
  about: string;
  /** The name each entry exports. */
  exportName: string;
  entries(root: string): Entry[];
  body(entries: Entry[]): string;
  /** Each entry's import line, where not `import { <exportName> as <name> }`. */
  importOf?(entry: Entry): string;
}

const sorted = (names: string[]) => [...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
const listDir = (dir: string) => (fs.existsSync(dir) ? sorted(fs.readdirSync(dir)) : []);
const isDir = (file: string) => fs.statSync(file).isDirectory();

/** Whether the source exports `name` (a const, function or class, or in an export list). */
export function exportsName(source: string, name: string): boolean {
  const declared = new RegExp(`^export\\s+(?:const|let|function|async\\s+function|class)\\s+${name}\\b`, 'm');
  const listed = new RegExp(`^export\\s*\\{[^}]*\\b${name}\\b[^}]*\\}`, 'm');
  return declared.test(source) || listed.test(source);
}

/** A TypeScript identifier for a folder or file name (`month-end` → `monthEnd`). */
const identifier = (name: string) => name.replace(/[^A-Za-z0-9_$]+(.)?/g, (_m, c: string | undefined) => (c ? c.toUpperCase() : '')).replace(/^(\d)/, '_$1');

/** Folders of `dir` holding `file` (but `except`, which are no domain): each must export `exportName` from it. */
function folders(dir: string, file: string, exportName: string, except: readonly string[] = []): (root: string) => Entry[] {
  return (root) =>
    listDir(path.join(root, dir))
      .filter((name) => !except.includes(name) && isDir(path.join(root, dir, name)) && fs.existsSync(path.join(root, dir, name, file)))
      .map((name) => {
        const source = fs.readFileSync(path.join(root, dir, name, file), 'utf8');
        if (!exportsName(source, exportName)) throw new Error(`${dir}/${name}/${file} must export \`${exportName}\` (the convention of ${dir})`);
        const module = file.replace(/\.tsx?$/, '');
        return { name: identifier(name), from: module === 'index' ? `./${name}` : `./${name}/${module}` };
      });
}

/** The `.ts` files of `dir` (no tests, no generated files) that export `exported` (a name, or a pattern of the source). */
function filesExporting(dir: string, exported: string | RegExp): (root: string) => Entry[] {
  const exports = (source: string) => (typeof exported === 'string' ? exportsName(source, exported) : exported.test(source));
  return (root) =>
    listDir(path.join(root, dir))
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.generated.ts') && name !== 'index.ts')
      .filter((name) => exports(fs.readFileSync(path.join(root, dir, name), 'utf8')))
      .map((name) => ({ name: identifier(name.replace(/\.ts$/, '')), from: `./${name.replace(/\.ts$/, '')}` }));
}

export const INDEXES: IndexSpec[] = [
  {
    file: 'provider/src/procedures/domains.generated.ts',
    about: "every domain folder's procedures (procedures/<domain>/index.ts exports `procedures`)",
    exportName: 'procedures',
    entries: folders('provider/src/procedures', 'index.ts', 'procedures'),
    body: (entries) =>
      `import type { Procedure } from './registry';\n\n` +
      `export const domainProcedures: readonly Procedure[] = [${entries.map((e) => `...${e.name}`).join(', ')}];\n`,
  },
  {
    file: 'provider/src/seed/seeders.generated.ts',
    about: 'every seeder (seed/<domain>.ts exports `seeder`); seed/index.ts orders them by their `after`',
    exportName: 'seeder',
    entries: filesExporting('provider/src/seed', 'seeder'),
    body: (entries) => `import type { Seeder } from './context';\n\nexport const seeders: readonly Seeder[] = [${entries.map((e) => e.name).join(', ')}];\n`,
  },
  {
    file: 'gateway/src/domains/domains.generated.ts',
    about: "every domain's resolvers and prefetch rules (domains/<domain>/resolvers.ts exports `domain`)",
    exportName: 'domain',
    entries: folders('gateway/src/domains', 'resolvers.ts', 'domain'),
    // `as const`: schema.ts's compile-time check reads each domain's own resolver types.
    body: (entries) => `export const domains = [${entries.map((e) => e.name).join(', ')}] as const;\n`,
  },
  {
    // in history/, which reads it: at the top of domains/ it would make the two folders import each other
    file: 'gateway/src/domains/history/tracked.generated.ts',
    about: "every domain's tracked kinds and mutations (domains/<domain>/tracked.ts exports `tracked`); the history's TRACKING",
    exportName: 'tracked',
    entries: (root) => folders('gateway/src/domains', 'tracked.ts', 'tracked', ['shared'])(root).map((e) => ({ ...e, from: `.${e.from}` })),
    body: (entries) =>
      `import type { Tracked } from '../shared/tracked';\n\nexport const trackedDomains: readonly Tracked[] = [${entries.map((e) => e.name).join(', ')}];\n`,
  },
  {
    file: 'gateway/src/provider/records/records.generated.ts',
    about: "every domain's records (provider/records/<domain>.ts exports `<Type>Record`s); index.ts re-exports them",
    exportName: 'Record',
    entries: filesExporting('gateway/src/provider/records', /^export\s+(?:interface|type)\s+\w+Record\b/m),
    importOf: (e) => `export * from '${e.from}';\n`,
    body: () => '',
  },
  {
    file: 'gateway/src/provider/procedures/affects.generated.ts',
    about: "the list kinds each domain's writes make stale (provider/procedures/<domain>.ts exports `affects`); list-generations.ts reads them",
    exportName: 'affects',
    entries: filesExporting('gateway/src/provider/procedures', 'affects'),
    body: (entries) => `export const AFFECTS: Readonly<Record<string, readonly string[]>> = { ${entries.map((e) => e.name).join(', ')} };\n`,
  },
  {
    file: 'gateway/src/provider/procedures/procedures.generated.ts',
    about: 'every provider procedure the gateway calls (provider/procedures/<domain>.ts exports `procedures`); catalogue.ts is their union',
    exportName: 'procedures',
    entries: filesExporting('gateway/src/provider/procedures', 'procedures'),
    body: (entries) => `export const callProcedures = { ${entries.map((e) => `...${e.name}`).join(', ')} };\n`,
  },
];

/** Generated files of data gathered from the folders (no imports): path, what it holds, its code. */
export const DATA_INDEXES: { file: string; about: string; code(root: string): string }[] = [
  {
    file: 'web/src/i18n/menu-texts.generated.ts',
    about: "each namespace's `menu` (web/src/i18n/<language>/<namespace>.json), which the first screen's sidebar shows",
    code: (root) => `export const menuTexts: Record<string, Record<string, Record<string, unknown>>> = ${JSON.stringify(menuSections(root))};\n`,
  },
  {
    file: 'web/src/i18n/history-texts.generated.ts',
    about: "each namespace's `history` (its record types' and fields' labels), merged per language for the history namespace",
    code: (root) => `export const historyTexts: Record<string, Record<string, Record<string, string>>> = ${JSON.stringify(historySections(root))};\n`,
  },
];

/** The text of each generated index under `root`. */
export async function generateIndexes(root: string): Promise<GeneratedIndex[]> {
  const config = (await prettier.resolveConfig(path.join(root, 'package.json'))) ?? {};
  const out: GeneratedIndex[] = [];
  for (const spec of INDEXES) {
    const entries = spec.entries(root);
    const imports = entries.map((e) => spec.importOf?.(e) ?? `import { ${spec.exportName} as ${e.name} } from '${e.from}';\n`).join('');
    const header = `// Generated by scripts/generate-indexes.ts (npm run codegen): ${spec.about}.\n// Do not edit; add a domain by adding its folder or file.\n`;
    const text = await prettier.format(`${header}${imports}${spec.body(entries)}`, { ...config, parser: 'typescript' });
    out.push({ file: spec.file, text });
  }
  for (const spec of DATA_INDEXES) {
    const header = `// Generated by scripts/generate-indexes.ts (npm run codegen): ${spec.about}.\n// Do not edit; edit the namespaces.\n`;
    out.push({ file: spec.file, text: await prettier.format(`${header}${spec.code(root)}`, { ...config, parser: 'typescript' }) });
  }
  return out;
}

/** The generated files whose text on disk differs from what the folders say. */
export async function staleIndexes(root: string): Promise<string[]> {
  const stale: string[] = [];
  for (const index of await generateIndexes(root)) {
    const full = path.join(root, index.file);
    if (!fs.existsSync(full) || fs.readFileSync(full, 'utf8') !== index.text) stale.push(index.file);
  }
  return stale;
}

async function main(args: string[]): Promise<void> {
  const rootArg = args[args.indexOf('--root') + 1];
  const root = args.includes('--root') && rootArg ? path.resolve(rootArg) : path.resolve(__dirname, '..');
  if (args.includes('--check')) {
    const stale = await staleIndexes(root);
    if (stale.length > 0) {
      console.error(`Out of date: ${stale.join(', ')}. Run 'npm run codegen' and commit.`);
      process.exitCode = 1;
    }
    return;
  }
  for (const index of await generateIndexes(root)) {
    const full = path.join(root, index.file);
    if (fs.existsSync(full) && fs.readFileSync(full, 'utf8') === index.text) continue;
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, index.text);
    console.log(`wrote ${index.file}`);
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exitCode = 1;
  });
}
