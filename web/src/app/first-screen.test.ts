import path from 'node:path';
import { SRC, staticGraph } from './import-graph';

/**
 * The first screen (login, change password) is the entry src/main.tsx and whatever it imports
 * statically; everything after sign-in is a lazy import(). This walks that import graph in the
 * sources (value imports only: `import type` is erased) and names the packages it reaches, so a
 * static import that drags Apollo Client, the DataGrid or a screen into the login fails here;
 * `npm run bench` measures the sizes.
 */
describe('the first screen (login) imports', () => {
  const { files, packages } = staticGraph('main.tsx');
  const local = [...files].map((f) => path.relative(SRC, f).split(path.sep).join('/'));

  it('finds the login and change-password screens (the walk works)', () => {
    expect(local).toEqual(
      expect.arrayContaining(['main.tsx', 'app/app-routes.tsx', 'features/session/login-page.tsx', 'features/session/change-password-page.tsx']),
    );
    expect([...packages]).toEqual(expect.arrayContaining(['react-dom/client', 'react-router-dom', '@mui/material/TextField']));
  });

  it('holds no Apollo Client (only its error classes, which core/errors.ts words), no rxjs, no DataGrid or date pickers', () => {
    const apollo = [...packages].filter((p) => p.startsWith('@apollo/'));
    expect(apollo).toEqual(['@apollo/client/errors']);
    const heavy = [...packages].filter((p) => /^(rxjs|@mui\/x-|date-fns|jspdf|xlsx|graphiql|@graphiql\/)/.test(p));
    expect(heavy).toEqual([]);
  });

  it('holds no screen of the signed-in app, no shell and no Apollo set-up', () => {
    const signedIn = local.filter(
      (f) =>
        (f.startsWith('features/') && !f.startsWith('features/session/')) ||
        // the two light parts the public pages share with the shell
        (f.startsWith('app/shell/') && !['app/shell/language-switch.tsx', 'app/shell/route-error-boundary.tsx'].includes(f)) ||
        f.startsWith('core/apollo/'),
    );
    expect(signedIn).toEqual([]);
  });
});
