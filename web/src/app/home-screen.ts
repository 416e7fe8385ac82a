/** Where a user lands after signing in: the sales-order overview (spec 02 §2.1). */
export const HOME_PATH = '/sales-order';

/**
 * Starts loading what the screen after sign-in needs, the signed-in app (Apollo Client, the shell)
 * and the sales-order overview's chunk, before the sign-in has answered instead of one after the
 * other once it has (login → app → route): the login screen starts it once the browser is idle
 * (`whenIdle` below), the sign-in request again for an Enter faster than that (a second call
 * finds the modules loading or loaded). These are the modules of the lazy
 * imports in app-routes.tsx and in the feature's shell.tsx, so Vite serves the same chunks and
 * React.lazy then finds them loaded. A failed load is left to those lazy imports to report.
 */
export function preloadHomeScreen(): void {
  import('./shell/signed-in-app').catch(() => undefined);
  import('../features/salesOrders').catch(() => undefined);
}

/** How long the login screen waits for the browser to be idle before it starts that load anyway. */
export const IDLE_PRELOAD_TIMEOUT_MS = 2000;

/**
 * Runs `work` once the browser is idle (or after `timeoutMs` at the latest; browsers without
 * requestIdleCallback wait a fixed moment instead). The login screen uses it to load the screen
 * after sign-in while the user types, after the form is shown and usable: signing in then waits
 * for its request and the first render only, not for the signed-in app's code (issue 15: of the
 * sign-in's 1.7–1.9 s, 450–630 ms were scripts loading after Enter). Answers the cancel, for a
 * screen left first.
 */
export function whenIdle(work: () => void, timeoutMs = IDLE_PRELOAD_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, Math.min(timeoutMs, 300));
  return () => window.clearTimeout(timer);
}
