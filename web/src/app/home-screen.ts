/** Where a user lands after signing in: the sales-order overview (spec 02 §2.1). */
export const HOME_PATH = '/sales-order';

/**
 * Starts loading what the screen after sign-in needs, the signed-in app (Apollo Client, the shell)
 * and the sales-order overview's chunk, while the sign-in request is under way, instead of one
 * after the other once it has answered (login → app → route). These are the modules of the lazy
 * imports in app-routes.tsx and in the feature's shell.tsx, so Vite serves the same chunks and
 * React.lazy then finds them loaded. A failed load is left to those lazy imports to report.
 */
export function preloadHomeScreen(): void {
  import('./shell/signed-in-app').catch(() => undefined);
  import('../features/salesOrders').catch(() => undefined);
}
