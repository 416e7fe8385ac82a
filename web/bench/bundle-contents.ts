/**
 * What a chunk holds, by package: every byte of a built chunk is attributed to the source its
 * source map names for it (the segment's columns up to the next segment), and sources are grouped
 * by npm package (`@mui/material`, `react-dom`) or, for the app's own code, by folder
 * (`app: src/features/salesOrders`). The gzip share of a package is its part of the chunk's gzip
 * size in proportion to how well its own bytes compress alone, so the shares add up to the
 * chunk's real gzip size. The maps are read with @jridgewell/trace-mapping (as web/bench/profile.ts does).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { TraceMap, decodedMappings, type SourceMapInput } from '@jridgewell/trace-mapping';

export interface PackageShare {
  name: string;
  raw: number;
  gzip: number;
}

/** `../../node_modules/@mui/material/esm/Button/Button.js` → `@mui/material`; app code → `app: src/<area>/<folder>`. */
export function packageOf(source: string): string {
  const normalized = source.replace(/\\/g, '/');
  const inModules = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(normalized);
  if (inModules?.[1]) return inModules[1];
  const app = /(?:^|\/)(src\/[^/]+(?:\/[^/.]+(?=\/))?)/.exec(normalized);
  if (app) return `app: ${app[1]}`;
  if (normalized.includes('vite/') || normalized.includes('\0') || normalized.startsWith('vite')) return 'vite runtime';
  return `other: ${path.basename(normalized)}`;
}

/** The chunk's bytes by package (raw), with gzip shares that add up to the chunk's gzip size. */
export function chunkContents(file: string): PackageShare[] {
  const code = fs.readFileSync(file, 'utf8');
  const mapFile = `${file}.map`;
  const bytesByPackage = new Map<string, string[]>();
  const add = (name: string, text: string) => {
    if (text) (bytesByPackage.get(name) ?? bytesByPackage.set(name, []).get(name)!).push(text);
  };
  if (!fs.existsSync(mapFile)) {
    add('(no source map)', code);
  } else {
    const map = new TraceMap(fs.readFileSync(mapFile, 'utf8') as SourceMapInput);
    const names = map.sources.map((source) => packageOf(source ?? ''));
    const lines = code.split('\n');
    // each segment: [generated column] or [generated column, source index, …]
    const mappings = decodedMappings(map);
    lines.forEach((line, n) => {
      const segments = mappings[n] ?? [];
      add('(unmapped)', line.slice(0, segments[0]?.[0] ?? line.length));
      segments.forEach((segment, i) => {
        const [column, source] = segment;
        const end = segments[i + 1]?.[0] ?? line.length;
        add((source !== undefined ? names[source] : undefined) ?? '(unmapped)', line.slice(column, end));
      });
    });
  }
  const total = zlib.gzipSync(Buffer.from(code)).length;
  const parts = [...bytesByPackage].map(([name, texts]) => {
    const text = texts.join('');
    return { name, raw: Buffer.byteLength(text), alone: zlib.gzipSync(Buffer.from(text)).length };
  });
  const aloneSum = parts.reduce((sum, p) => sum + p.alone, 0) || 1;
  return parts.map((p) => ({ name: p.name, raw: p.raw, gzip: (p.alone / aloneSum) * total })).sort((a, b) => b.gzip - a.gzip);
}

/** The packages of several chunks together (a screen), heaviest first. */
export function screenContents(dist: string, files: string[], cache = new Map<string, PackageShare[]>()): PackageShare[] {
  const byName = new Map<string, PackageShare>();
  for (const file of files.filter((f) => f.endsWith('.js'))) {
    const shares = cache.get(file) ?? chunkContents(path.join(dist, file));
    cache.set(file, shares);
    for (const share of shares) {
      const sum = byName.get(share.name) ?? { name: share.name, raw: 0, gzip: 0 };
      sum.raw += share.raw;
      sum.gzip += share.gzip;
      byName.set(share.name, sum);
    }
  }
  return [...byName.values()].sort((a, b) => b.gzip - a.gzip);
}
