import fs from 'node:fs';
import path from 'node:path';
import { byScreenName, isRouteModule, SALES_ORDER_ROUTE, SCREEN_NAMES, screenName } from './screen-names';

const WEB = path.resolve(__dirname, '..');

/** The modules the shells load lazily as routes: `import('./index')` in a feature's shell.tsx, `import('./x-route')` in shell-routes.tsx. */
function routeModules(): string[] {
  const features = fs
    .readdirSync(path.join(WEB, 'src/features'))
    .filter((f) => fs.existsSync(path.join(WEB, 'src/features', f, 'shell.tsx')))
    .filter((f) => /import\('\.\/index'\)/.test(fs.readFileSync(path.join(WEB, 'src/features', f, 'shell.tsx'), 'utf8')))
    .map((f) => `src/features/${f}/index.ts`);
  const shellRoutes = fs.readFileSync(path.join(WEB, 'src/app/shell/shell-routes.tsx'), 'utf8');
  const own = [...shellRoutes.matchAll(/import\('\.\/([^']+)'\)/g)].map((m) => `src/app/shell/${m[1]}.tsx`);
  return [...features, ...own];
}

describe('the build report names every screen', () => {
  it('has a name for every route a shell loads lazily', () => {
    const routes = routeModules();
    expect(routes).toContain(SALES_ORDER_ROUTE);
    expect(routes.filter((m) => !SCREEN_NAMES[m])).toEqual([]);
    expect(routes.filter((m) => !isRouteModule(m))).toEqual([]);
  });

  it('tells routes from the lazy parts of the shell', () => {
    expect(isRouteModule('src/features/history/index.ts')).toBe(true);
    expect(isRouteModule('src/app/shell/quality-route.tsx')).toBe(true);
    expect(isRouteModule('src/app/order-panel-routes.tsx')).toBe(true);
    expect(isRouteModule('src/features/session/sessions-dialog.tsx')).toBe(false);
    expect(isRouteModule('src/features/search/search-box.tsx')).toBe(false);
  });

  it('calls a route it does not know by its folder, marked, never by its file path alone', () => {
    expect(screenName('src/features/history/index.ts')).toBe('changes');
    expect(screenName('src/features/stock/index.ts')).toBe('stock (unnamed: add it to web/bench/screen-names.ts)');
    expect(screenName('src/app/shell/stock-route.tsx')).toBe('stock-route (unnamed: add it to web/bench/screen-names.ts)');
  });

  it('puts sales orders first, then the screens by name', () => {
    const sorted = ['src/features/tasks/index.ts', SALES_ORDER_ROUTE, 'src/features/history/index.ts'].sort(byScreenName);
    expect(sorted).toEqual([SALES_ORDER_ROUTE, 'src/features/history/index.ts', 'src/features/tasks/index.ts']);
  });
});
