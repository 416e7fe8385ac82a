import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The static import graph of the web sources, for tests that keep heavy code out of a chunk
 * (first-screen.test.ts: the login; screen-imports.test.ts: each screen's first render). Value
 * imports only: `import type` is erased, and a dynamic `import()` is a chunk of its own.
 */
export const SRC = path.resolve(__dirname, '..');

function resolveLocal(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const found = candidates.find((c) => existsSync(c) && !c.endsWith(path.sep) && /\.(tsx?|json)$/.test(c));
  if (!found) throw new Error(`cannot resolve ${specifier} from ${from}`);
  return found;
}

/** Value imports and re-exports of a module (`import type`, `export type` and `{ type X }`-only imports are erased). */
function staticImports(source: string): string[] {
  const specifiers: string[] = [];
  const pattern = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(pattern)) {
    if (match[5]) {
      specifiers.push(match[5]);
      continue;
    }
    const [, , typeOnly, clause = '', specifier = ''] = match;
    if (typeOnly) continue;
    const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
    if (named?.[1] !== undefined && named[1].split(',').every((part) => !part.trim() || part.trim().startsWith('type '))) continue;
    specifiers.push(specifier);
  }
  return specifiers;
}

/** The files and the packages a module reaches through static imports. */
export function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    if (file.endsWith('.json')) return;
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(resolveLocal(file, specifier));
      else packages.add(specifier);
    }
  };
  visit(path.join(SRC, entry));
  return { files, packages };
}
