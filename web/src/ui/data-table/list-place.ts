import { useCallback, useEffect, useRef, useState } from 'react';
import type { useGridApiRef } from '@mui/x-data-grid';

/** Where the user was in a list: its page and how far its rows were scrolled. */
export interface ListPlace {
  page: number;
  scrollTop: number;
  scrollLeft: number;
}

/**
 * Each list's place and each screen's kept toolbar choices, per id, for this session (issue 34: a user
 * who leaves a list and comes back finds it as left). In memory: a reload or a sign-out starts afresh.
 */
const places = new Map<string, ListPlace>();
/** How many frames a table tries to scroll back before it gives up (rows of another height, fewer rows). */
const RESTORE_FRAMES = 20;
const kept = new Map<string, unknown>();

export function keptListPlace(id: string): ListPlace | undefined {
  return places.get(id);
}

export function keepListPlace(id: string, place: Partial<ListPlace>): void {
  places.set(id, { page: 0, scrollTop: 0, scrollLeft: 0, ...places.get(id), ...place });
}

/** Forgets every list's place and kept choice (sign-out: the next user starts at the top). */
export function forgetListPlaces(): void {
  places.clear();
  kept.clear();
}

/** A screen's own list state beside its table (e.g. month end's booking filters), kept the same way. */
export function useKeptState<T>(key: string, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => (kept.has(key) ? (kept.get(key) as T) : initial));
  const set = useCallback(
    (next: T) => {
      kept.set(key, next);
      setValue(next);
    },
    [key],
  );
  return [value, set];
}

/**
 * Keeps a table's page and its rows' scroll as they change, and scrolls back to the kept place once
 * the rows are there again (a server list's first answer comes after the table has mounted).
 */
export function useListPlace(gridApi: ReturnType<typeof useGridApiRef>, id: string, page: number, rowsShown: boolean): void {
  useEffect(() => keepListPlace(id, { page }), [id, page]);
  const restore = useRef(keptListPlace(id));
  useEffect(() => {
    const api = gridApi.current;
    if (!api) return undefined;
    return api.subscribeEvent('scrollPositionChange', ({ top, left }) => {
      if (restore.current === undefined) keepListPlace(id, { scrollTop: top, scrollLeft: left });
    });
  }, [gridApi, id]);
  useEffect(() => {
    const target = restore.current;
    if (!rowsShown || target === undefined) return undefined;
    // the grid sizes its rows in the frames after they arrive: try each frame until the place is reached
    let frame = 0;
    const attempt = (tries: number) => {
      const api = gridApi.current;
      api?.scroll({ top: target.scrollTop, left: target.scrollLeft });
      const at = api?.getScrollPosition();
      const reached = !at || (Math.abs(at.top - target.scrollTop) < 2 && Math.abs(at.left - target.scrollLeft) < 2);
      if (reached || tries >= RESTORE_FRAMES) restore.current = undefined;
      else frame = requestAnimationFrame(() => attempt(tries + 1));
    };
    frame = requestAnimationFrame(() => attempt(1));
    return () => cancelAnimationFrame(frame);
  }, [gridApi, rowsShown]);
}
