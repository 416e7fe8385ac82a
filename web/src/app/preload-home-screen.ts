/**
 * Starts loading the screen after sign-in (the signed-in app and the sales-order overview's chunk)
 * beside the sign-in request instead of after it; the same modules as the lazy routes, so React.lazy
 * finds them loaded. The login screen gets it through core/home-screen's HomeScreenPreload.
 */
export function preloadHomeScreen(): void {
  import('./shell/signed-in-app').catch(() => undefined);
  import('../features/salesOrders').catch(() => undefined);
}
