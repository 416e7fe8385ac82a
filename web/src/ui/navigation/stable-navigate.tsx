import { createContext, useCallback, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction, type NavigateOptions } from 'react-router-dom';

/** Navigates to an absolute path (`/sales-order/412`); the same function for the app's lifetime. */
export type StableNavigate = (to: string, options?: NavigateOptions) => void;

const StableNavigateContext = createContext<StableNavigate | null>(null);

/**
 * A navigate (absolute paths) that keeps its identity: react-router's follows the location, so opening
 * an order rendered the shell, the overview and every row link again. Put it inside the router.
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
