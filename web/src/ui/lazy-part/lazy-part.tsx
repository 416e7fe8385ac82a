import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A component whose code loads when it first renders, or earlier when `preload()` is called. */
export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once); call it on hover or focus of what opens the part. */
  preload: () => Promise<unknown>;
};

/**
 * A form, dialog or panel loaded when opened, not with its screen (issue 15). Once loaded it renders
 * without React.lazy, which suspends even then and lets React 19 hold the reveal up to 300 ms.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = null; // a failed preload (network) is tried again when the part renders
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => start().then((component) => ({ default: component })));
  function Part(props: P) {
    // chosen once per mount: the loaded component itself, or the lazy one
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  }
  return Object.assign(Part, { preload: () => start().catch(() => undefined) });
}

/** Handlers for the button that opens a lazy part: its code starts loading on hover and on focus. */
export function preloadProps(...parts: Array<{ preload: () => Promise<unknown> }>) {
  const preload = () => parts.forEach((p) => void p.preload());
  return { onPointerEnter: preload, onFocus: preload };
}

/** The small progress indicator shown while a part's code loads (usually for one chunk's load). */
export function PartLoading({ minHeight = 48 }: { minHeight?: number }) {
  const { t } = useTranslation('ui');
  return (
    <Box role="status" aria-label={t('state.loading')} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight, p: 1 }}>
      <CircularProgress size={20} aria-label={t('state.loading')} />
    </Box>
  );
}

/** Suspense around lazy parts, with the small progress indicator (or nothing, for a part that is closed). */
export function PartSuspense({ children, fallback, minHeight }: { children: ReactNode; fallback?: ReactNode; minHeight?: number }) {
  return <Suspense fallback={fallback === undefined ? <PartLoading minHeight={minHeight} /> : fallback}>{children}</Suspense>;
}

/**
 * True from the first time `open` is true: a lazy dialog rendered while this holds stays mounted
 * after its first opening, so it closes (and opens again) with its transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
