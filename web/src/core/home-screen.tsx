import { createContext, useContext } from 'react';

/** Where a user lands after signing in: the sales-order overview (spec 02 §2.1). */
export const HOME_PATH = '/sales-order';

/**
 * Starts loading the screen after sign-in (the app's `preloadHomeScreen`, which knows the modules):
 * the login screen calls it when the browser is idle and the sign-in request again for a fast Enter.
 */
export const HomeScreenPreload = createContext<() => void>(() => undefined);

export function usePreloadHomeScreen(): () => void {
  return useContext(HomeScreenPreload);
}

/** How long the login screen waits for the browser to be idle before it starts that load anyway. */
export const IDLE_PRELOAD_TIMEOUT_MS = 2000;

/**
 * Runs `work` once the browser is idle, or after `timeoutMs` at the latest (issue 15: the signed-in
 * app's scripts loaded after Enter made the sign-in 450–630 ms slower). Answers the cancel.
 */
export function whenIdle(work: () => void, timeoutMs = IDLE_PRELOAD_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => work(), { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(work, Math.min(timeoutMs, 300));
  return () => window.clearTimeout(timer);
}
