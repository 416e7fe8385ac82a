import { createContext, useCallback, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction, type NavigateOptions } from 'react-router-dom';

/** Navigates to an absolute path (`/sales-order/412`); the same function for the app's lifetime. */
export type StableNavigate = (to: string, options?: NavigateOptions) => void;

const StableNavigateContext = createContext<StableNavigate | null>(null);

/**
 * Gives the components below a navigate function that keeps its identity and reads no location.
 * react-router's `useNavigate` follows the location (it resolves relative paths against it), so
 * every component that calls it renders again on every route change: opening an order at
 * /sales-order/412 rendered the shell, the overview and each of the grid's row links again. Only
 * this provider follows the route; its children, and the components that navigate through it,
 * do not. Paths are absolute: there is no route here to resolve a relative one against. Put it
 * inside the router (AppProviders; the tests' render helpers).
 */
export function StableNavigateProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const latest = useRef<NavigateFunction>(navigate);
  useLayoutEffect(() => {
    latest.current = navigate;
  }, [navigate]);
  const stable = useCallback<StableNavigate>((to, options) => void latest.current(to, options), []);
  return <StableNavigateContext.Provider value={stable}>{children}</StableNavigateContext.Provider>;
}

/** The app's navigate for absolute paths, without following the location (see StableNavigateProvider). */
export function useStableNavigate(): StableNavigate {
  const navigate = useContext(StableNavigateContext);
  if (!navigate) throw new Error('useStableNavigate needs a StableNavigateProvider inside the router');
  return navigate;
}
