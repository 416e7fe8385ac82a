/**
 * The web client's production build, per screen: the JS and CSS a browser loads for the first
 * screen (login: the entry and its static imports) and for the sales-order screen (that plus
 * the sales-order route chunk and its static imports), raw and gzip, read from Vite's manifest;
 * and whether jspdf or xlsx are in either (read from the chunks' source maps).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { required } from '../src/ui/required';

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
/** Issue 15's budgets, gzip: the first screen, and any screen. */
export const BUDGETS = { firstScreenGzip: 200 * 1024, anyScreenGzip: 350 * 1024 };
/** The route chunk of the sales-order screen (a lazy import in src/app/shell-routes.tsx). */
const SALES_ORDER_ROUTE = 'src/features/salesOrders/index.ts';

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
}

export interface ScreenReport {
  screen: string;
  chunks: string[];
  js: Sizes;
  css: Sizes;
  /** Heavy libraries found in the screen's chunks (by their source maps); empty is the goal. */
  heavy: string[];
}

function sizes(dist: string, files: string[]): Sizes {
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dist, file));
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes).length; // zlib's default level (6), as a server compresses
  }
  return { files: files.length, raw, gzip };
}

/** Heavy libraries whose modules are in the chunk, from its source map. */
function heavyIn(dist: string, file: string): string[] {
  const map = path.join(dist, `${file}.map`);
  if (!fs.existsSync(map)) return [`(no source map for ${file})`];
  const sources = (JSON.parse(fs.readFileSync(map, 'utf8')) as { sources: string[] }).sources;
  return HEAVY.filter((lib) => sources.some((s) => s.includes(`node_modules/${lib}/`) || s.includes(`node_modules/@${lib}/`)));
}

function screen(manifest: Manifest, dist: string, name: string, keys: string[]): ScreenReport {
  const chunks = [...closure(manifest, keys)];
  const js = chunks.map((k) => required(manifest[k], `chunk ${k}`).file);
  const css = [...new Set(chunks.flatMap((k) => manifest[k]?.css ?? []))];
  return { screen: name, chunks: js, js: sizes(dist, js), css: sizes(dist, css), heavy: [...new Set(js.flatMap((f) => heavyIn(dist, f)))] };
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
  if (!manifest[SALES_ORDER_ROUTE]) throw new Error(`the manifest has no ${SALES_ORDER_ROUTE} chunk (is the route still lazy?)`);
  // every screen: the login (the entry), the shell after sign-in, each lazy feature route on top
  // of both, and the GraphiQL page (an entry of its own)
  const shell = Object.keys(manifest).find((k) => k.endsWith('src/app/shell/app-shell.tsx'));
  const signedIn = shell ? [entry, shell] : [entry];
  const routes = Object.keys(manifest)
    .filter((k) => manifest[k]?.isDynamicEntry && /^src\/features\/[^/]+\/index\.tsx?$/.test(k))
    .sort((a, b) => (a === SALES_ORDER_ROUTE ? -1 : b === SALES_ORDER_ROUTE ? 1 : a.localeCompare(b)));
  const screens = [
    screen(manifest, dist, 'first screen (login)', [entry]),
    ...routes.map((k) => screen(manifest, dist, k === SALES_ORDER_ROUTE ? 'sales-order screen' : `${k.split('/')[2]} screen`, [...signedIn, k])),
  ];
  const graphiql = Object.keys(manifest).find((k) => manifest[k]?.isEntry && k.endsWith('graphiql.html'));
  if (graphiql) screens.push(screen(manifest, dist, 'GraphiQL page (/graphql)', [graphiql]));
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
