import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SRC, staticGraph } from './import-graph';

/**
 * Issue 15: a screen's first render needs only its table. The forms, dialogs and detail panels
 * (react-hook-form and its resolvers, the shared zod rules, the MUI X date pickers with date-fns)
 * load when they are opened: `lazyPart` in ui/lazy-part, preloaded on hover/focus of what opens
 * them. This walks each screen's route module (what its feature's shell.tsx imports lazily) and
 * fails when a static import brings one of them back into the screen's chunks; `npm run bench`
 * measures the sizes.
 */
const FORM_PACKAGES = /^(react-hook-form|@hookform\/|zod|@backoffice\/shared\/rules|@mui\/x-date-pickers|date-fns)/;

/** Modules that are a form, a dialog or an order's detail view (the content of a lazy part). */
const FORM_MODULE = /^features\/[^/]+\/(.*-form|.*-dialogs?|order-view|purchase-order-view|product-detail)\.tsx$/;

/** The route modules of the signed-in app: each feature's index.ts, and the order-panel routes in app/shell/. */
const ROUTE_MODULES = [
  ...readdirSync(path.join(SRC, 'features'))
    .filter((feature) => feature !== 'session')
    // a feature whose shell loads no page (the search: a box on every screen) has no route module
    .filter(
      (feature) =>
        !existsSync(path.join(SRC, 'features', feature, 'shell.tsx')) ||
        /import\('\.\/index'\)/.test(readFileSync(path.join(SRC, 'features', feature, 'shell.tsx'), 'utf8')),
    )
    .map((feature) => `features/${feature}/index.ts`),
  'app/shell/order-panel-routes.tsx',
  'app/shell/quality-route.tsx',
];

describe("each screen's first render", () => {
  it.each(ROUTE_MODULES)('%s reaches no form package and no form module through static imports', (route) => {
    const { files, packages } = staticGraph(route);
    const local = [...files].map((f) => path.relative(SRC, f).split(path.sep).join('/'));
    expect(local).toContain(route); // the walk started where it should
    expect([...packages].filter((p) => FORM_PACKAGES.test(p))).toEqual([]);
    expect(local.filter((f) => FORM_MODULE.test(f))).toEqual([]);
  });

  // Issue 42: a composed route loads the panels it opens when first opened (app/shell/opened-panel.tsx),
  // and carries neither them nor another feature's index and overview.
  it.each([
    ['app/shell/order-panel-routes.tsx', ['features/salesOrders/sales-orders-page.tsx', 'features/purchaseOrders/purchase-orders-page.tsx']],
    ['app/shell/quality-route.tsx', ['features/salesOrders/sales-orders-page.tsx', 'features/invoicing/dashboard-page.tsx']],
  ])("%s carries no other screen's page, and no panel until one opens", (route, pages) => {
    const local = [...staticGraph(route).files].map((f) => path.relative(SRC, f).split(path.sep).join('/'));
    expect(local).toContain('app/shell/opened-panel.tsx');
    expect(local).not.toContain('features/salesOrders/sales-order-detail-panel.tsx');
    expect(local).not.toContain('features/purchaseOrders/purchase-order-detail-panel.tsx');
    expect(local.filter((f) => pages.includes(f))).toEqual([]);
  });

  it('finds the forms when they are imported (the check can fail)', () => {
    const { files, packages } = staticGraph('features/salesOrders/order-view.tsx');
    const local = [...files].map((f) => path.relative(SRC, f).split(path.sep).join('/'));
    expect([...packages]).toEqual(expect.arrayContaining(['react-hook-form']));
    expect(local).toEqual(expect.arrayContaining(['features/salesOrders/sales-order-form.tsx']));
  });
});
