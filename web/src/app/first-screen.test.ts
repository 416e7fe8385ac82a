import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The first screen (login, change password) is the entry src/main.tsx and whatever it imports
 * statically; everything after sign-in is a lazy import(). This walks that import graph in the
 * sources (value imports only: `import type` is erased) and names the packages it reaches, so a
 * static import that drags Apollo Client, the DataGrid or a screen into the login fails here;
 * `npm run bench` measures the sizes.
 */
const SRC = path.resolve(__dirname, '..');

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

function firstScreen(): { files: Set<string>; packages: Set<string> } {
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
  visit(path.join(SRC, 'main.tsx'));
  return { files, packages };
}

describe('the first screen (login) imports', () => {
  const { files, packages } = firstScreen();
  const local = [...files].map((f) => path.relative(SRC, f).split(path.sep).join('/'));

  it('finds the login and change-password screens (the walk works)', () => {
    expect(local).toEqual(
      expect.arrayContaining(['main.tsx', 'app/app-routes.tsx', 'features/session/login-page.tsx', 'features/session/change-password-page.tsx']),
    );
    expect([...packages]).toEqual(expect.arrayContaining(['react-dom/client', 'react-router-dom', '@mui/material/TextField']));
  });

  it('holds no Apollo Client (only its error classes, which app/errors.ts words), no rxjs, no DataGrid or date pickers', () => {
    const apollo = [...packages].filter((p) => p.startsWith('@apollo/'));
    expect(apollo).toEqual(['@apollo/client/errors']);
    const heavy = [...packages].filter((p) => /^(rxjs|@mui\/x-|date-fns|jspdf|xlsx|graphiql|@graphiql\/)/.test(p));
    expect(heavy).toEqual([]);
  });

  it('holds no screen of the signed-in app, no shell and no Apollo set-up', () => {
    const signedIn = local.filter(
      (f) =>
        (f.startsWith('features/') && !f.startsWith('features/session/')) ||
        (f.startsWith('app/shell/') && f !== 'app/shell/language-switch.tsx') ||
        /^app\/(apollo|mutation-link|shell-routes|menu)\.tsx?$/.test(f),
    );
    expect(signedIn).toEqual([]);
  });
});
