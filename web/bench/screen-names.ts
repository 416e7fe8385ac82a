/**
 * What the build report calls a screen: the route chunks the signed-in app loads lazily, each by
 * the name a user knows it by. A dynamic import of the shell that is not a route (a dialog, the
 * search box) is a lazy part of the shell, reported apart and never counted as a screen.
 */

/** The route chunk of the sales-order screen (a lazy import in src/features/salesOrders/shell.tsx), reported first. */
export const SALES_ORDER_ROUTE = 'src/features/salesOrders/index.ts';

/** Names of the screens by their route module (the lazy imports in src/features/<domain>/shell.tsx and src/app/shell/shell-routes.tsx). */
export const SCREEN_NAMES: Record<string, string> = {
  [SALES_ORDER_ROUTE]: 'sales orders',
  'src/features/products/index.ts': 'products, change price',
  'src/features/purchaseOrders/index.ts': 'purchase invoices',
  'src/app/shell/order-panel-routes.tsx': 'month end, demurrage',
  'src/features/users/index.ts': 'users',
  'src/features/periodDates/index.ts': 'period dates',
  'src/features/tasks/index.ts': 'tasks',
  'src/features/invoicing/index.ts': 'dashboard',
  'src/app/shell/quality-route.tsx': 'invoicing (quality overview)',
  'src/features/history/index.ts': 'changes',
  // builds from before the shell's folder (594f336), compared with BENCH_COMPARE_DIST
  'src/app/order-panel-routes.tsx': 'month end, demurrage',
  'src/app/quality-route.tsx': 'invoicing (quality overview)',
};

/** A route module: a feature's index.ts or one of the shell's own route files (`*-route.tsx`, `*-routes.tsx`). */
const ROUTE_MODULE = /^src\/(?:features\/[^/]+\/index\.ts|app\/(?:shell\/)?[^/]+-routes?\.tsx)$/;

export function isRouteModule(module: string): boolean {
  return ROUTE_MODULE.test(module);
}

/** The screen's name; a route module not (yet) named here is called by its feature folder or file, marked as unnamed. */
export function screenName(module: string): string {
  const named = SCREEN_NAMES[module];
  if (named) return named;
  const folder =
    /^src\/features\/([^/]+)\//.exec(module)?.[1] ??
    module
      .split('/')
      .pop()
      ?.replace(/\.tsx?$/, '');
  return `${folder ?? module} (unnamed: add it to web/bench/screen-names.ts)`;
}

/** Screens in the report's order: sales orders first, then by name. */
export function byScreenName(a: string, b: string): number {
  if (a === SALES_ORDER_ROUTE || b === SALES_ORDER_ROUTE) return a === b ? 0 : a === SALES_ORDER_ROUTE ? -1 : 1;
  return screenName(a).localeCompare(screenName(b));
}
