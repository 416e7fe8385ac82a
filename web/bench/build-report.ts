/**
 * The web client's production build, per screen: the JS and CSS a browser loads for the first
 * screen (login: the entry and its static imports) and for each screen of the signed-in app (that
 * plus the signed-in app's chunk, the domain texts, the route's chunk and their static imports),
 * raw and gzip, read from Vite's manifest; what each screen holds by package, and whether jspdf,
 * xlsx or GraphiQL are in it (both read from the chunks' source maps).
 */
import { required } from '../src/ui/required';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { screenContents, type PackageShare } from './bundle-contents';
import { byScreenName, isRouteModule, SALES_ORDER_ROUTE, screenName } from './screen-names';

export const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The bench builds into a directory of its own, so it never disturbs web/dist (served by others' runs). */
export const BENCH_DIST = path.join(WEB, 'bench', 'dist');

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The heavy libraries that must load only on demand (GraphiQL: only on its own page, /graphql). */
const HEAVY = ['jspdf', 'xlsx', 'graphiql'];
/** The budgets, gzip: the first screen (issue 15), and any screen (470 KiB as decided in issue 42; issue 15 had 350). */
export const BUDGETS = { firstScreenGzip: 200 * 1024, anyScreenGzip: 470 * 1024 };
/**
 * The signed-in app (Apollo Client, shell, routes), loaded after sign-in (a lazy import in
 * src/app/app-routes.tsx); app-shell.tsx in builds from before it held Apollo (to compare with them).
 */
const SIGNED_IN_APPS = ['src/app/shell/signed-in-app.tsx', 'src/app/shell/app-shell.tsx'];
/** How many of a screen's heaviest packages the report lists. */
const HEAVIEST = 8;

export function build(log: (line: string) => void): number {
  log('building the web client (vite build) into web/bench/dist …');
  const started = Date.now();
  execFileSync(process.execPath, [path.join(WEB, '../node_modules/vite/bin/vite.js'), 'build', '--outDir', BENCH_DIST, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: WEB,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return Date.now() - started;
}

/** Every chunk a browser loads for these manifest keys: the chunks and their static imports. */
function closure(manifest: Manifest, keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  /** What the gateway sends a browser that accepts brotli: the build's .br copy where there is one, else the file. */
  served: number;
}

export interface ScreenReport {
  screen: string;
  /**
   * first: the login's budget; screen: any screen's; tool: the GraphQL IDE page (/graphql), a page of
   * its own for developers, no budget; part: a lazy part of the shell (a dialog), its own chunks only.
   */
  kind: 'first' | 'screen' | 'tool' | 'part';
  chunks: string[];
  js: Sizes;
  css: Sizes;
  /** Heavy libraries found in the screen's chunks (by their source maps); empty is the goal. */
  heavy: string[];
  /** The heaviest packages (or app folders) in the screen's chunks, gzip shares. */
  packages: PackageShare[];
}

function sizes(dist: string, files: string[]): Sizes {
  let raw = 0;
  let gzip = 0;
  let served = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes).length; // zlib's default level (6): the budgets' measure
    const br = path.join(dist, `${file}.br`);
    served += fs.existsSync(br) ? fs.statSync(br).size : bytes.length;
  }
  return { files: files.length, raw, gzip, served };
}

/** Heavy libraries whose modules are in the chunk, from its source map. */
function heavyIn(dist: string, file: string): string[] {
  const map = path.join(dist, `${file}.map`);
  if (!fs.existsSync(map)) return [`(no source map for ${file})`];
  const sources = (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  return HEAVY.filter((lib) => sources.some((s) => s.includes(`node_modules/${lib}/`) || s.includes(`node_modules/@${lib}/`)));
}

const contentsCache = new Map<string, PackageShare[]>();

/** A source's path from `src/` on (`../../src/features/products/index.ts` → `src/features/products/index.ts`). */
const FROM_SRC = /(?:^|\/)(src\/.+)$/;

/**
 * The route module a route chunk was built from. Vite keys a dynamic entry by its source
 * (`src/features/salesOrders/index.ts`), except when Rollup merges it into a shared chunk
 * (`_index-DUtA20qM.js`, no `src`): then its source map says which route module (or which one
 * feature folder) it holds.
 */
function routeModuleOf(manifest: Manifest, dist: string, key: string): string {
  const chunk = chunkOf(manifest, key);
  if (chunk.src) return chunk.src;
  const map = path.join(dist, `${chunk.file}.map`);
  if (!fs.existsSync(map)) return key;
  const sources = (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  const routes = sources.map((source) => FROM_SRC.exec(source.replace(/\\/g, '/'))?.[1]).filter((m): m is string => !!m && isRouteModule(m));
  if (routes.length === 1) return routes[0] ?? key;
  // an index.ts of re-exports leaves no code of its own: the one feature folder the chunk holds names it
  const features = new Set(sources.map((source) => /(?:^|\/)src\/features\/([^/]+)\//.exec(source.replace(/\\/g, '/'))?.[1]).filter(Boolean));
  return features.size === 1 ? `src/features/${[...features][0]}/index.ts` : key;
}

/** A chunk the manifest itself named (an import or dynamic import of another chunk). */
function chunkOf(manifest: Manifest, key: string): ManifestChunk {
  return required(manifest[key], `the manifest's chunk ${key}`);
}

function screen(manifest: Manifest, dist: string, name: string, kind: ScreenReport['kind'], keys: string[], without = new Set<string>()): ScreenReport {
  const chunks = [...closure(manifest, keys)].filter((k) => !without.has(k));
  const js = chunks.map((k) => chunkOf(manifest, k).file);
  const css = [...new Set(chunks.flatMap((k) => chunkOf(manifest, k).css ?? []))];
  return {
    screen: name,
    kind,
    chunks: js,
    js: sizes(dist, js),
    css: sizes(dist, css),
    heavy: [...new Set(js.flatMap((f) => heavyIn(dist, f)))],
    packages: screenContents(dist, js, contentsCache).slice(0, HEAVIEST),
  };
}

export interface BuildReport {
  screens: ScreenReport[];
  /** Where the heavy libraries are in the whole build (lazy chunks), for the record. */
  heavyElsewhere: Record<string, string[]>;
  /** Whether the web client depends on them at all (web/package.json). */
  heavyDependencies: Record<string, boolean>;
  totalJs: Sizes;
}

export function report(dist = BENCH_DIST): BuildReport {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('index.html'));
  if (!entry) throw new Error('the manifest has no index.html entry');
  // (Rollup may name the chunk `_signed-in-app-<hash>.js` rather than by its source)
  const signedInApp = SIGNED_IN_APPS.map((src) =>
    Object.keys(manifest).find((k) => k === src || (manifest[k]?.isDynamicEntry && manifest[k]?.name === path.basename(src, '.tsx'))),
  ).find(Boolean);
  if (!signedInApp) throw new Error(`the manifest has no ${SIGNED_IN_APPS[0]} chunk (is the signed-in app still lazy?)`);
  // After sign-in: the signed-in app; then each screen: a route chunk the signed-in app loads
  // (with its domain's texts: the feature's texts.ts).
  const signedIn = [entry, signedInApp];
  const shell = closure(manifest, signedIn);
  const lazy = [...new Set([...shell].flatMap((k) => chunkOf(manifest, k).dynamicImports ?? []))]
    .filter((k) => manifest[k]?.isDynamicEntry && !signedIn.includes(k))
    .map((key) => ({ key, module: routeModuleOf(manifest, dist, key) }));
  const routes = lazy.filter((r) => isRouteModule(r.module)).sort((a, b) => byScreenName(a.module, b.module));
  if (!routes.some((r) => r.module === SALES_ORDER_ROUTE)) throw new Error(`the build has no ${SALES_ORDER_ROUTE} chunk (is the route still lazy?)`);
  const screens = [
    screen(manifest, dist, 'first screen (login)', 'first', [entry]),
    ...routes.map((r) => screen(manifest, dist, screenName(r.module), 'screen', [...signedIn, r.key])),
    ...lazy.filter((r) => !isRouteModule(r.module)).map((r) => screen(manifest, dist, `part: ${r.module}`, 'part', [r.key], shell)),
  ];
  const graphiql = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('graphiql.html'));
  if (graphiql) screens.push(screen(manifest, dist, 'GraphQL IDE (/graphql)', 'tool', [graphiql]));
  const allJs = [
    ...new Set(
      Object.values(manifest)
        .map((c) => c.file)
        .filter((f) => f.endsWith('.js')),
    ),
  ];
  const heavyElsewhere: Record<string, string[]> = {};
  for (const file of allJs) for (const lib of heavyIn(dist, file)) (heavyElsewhere[lib] ??= []).push(file);
  const pkg = JSON.parse(fs.readFileSync(path.join(WEB, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const heavyDependencies = Object.fromEntries(HEAVY.map((lib) => [lib, Boolean(pkg.dependencies?.[lib])]));
  return { screens, heavyElsewhere, heavyDependencies, totalJs: sizes(dist, allJs) };
}
