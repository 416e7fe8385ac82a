import type { MouseEvent, ReactNode } from 'react';
import { useStableNavigate } from '../navigation';

export interface CellLinkProps {
  /** The route it opens, an absolute path, e.g. `/sales-order/412`. */
  to: string;
  /** Accessible name that says which row ("Order 412 openen"). */
  'aria-label'?: string;
  /** Called on the click, before the route changes: e.g. to send the detail's query at once. */
  onOpen?: () => void;
  children: ReactNode;
}

/** A click the browser should handle itself: another button, or a modifier (new tab, new window, download). */
function opensElsewhere(event: MouseEvent): boolean {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/**
 * A link in a table cell (the row's id opening its detail). Its look (primary colour, underlined
 * on hover and keyboard focus) is styled once by the DataTable (`.cell-link`), not per cell as a
 * MUI Link would be. A plain anchor that navigates through the app's stable navigate, not
 * react-router's Link: a Link reads the location, and every row's link rendered again on every
 * route change (opening an order rendered the grid's 40-odd links before the panel). Ctrl-,
 * Cmd-, Shift- and middle-clicks stay the browser's (a new tab or window at the same URL).
 */
export function CellLink({ to, 'aria-label': ariaLabel, onOpen, children }: CellLinkProps) {
  const navigate = useStableNavigate();
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onOpen?.();
    if (event.defaultPrevented || opensElsewhere(event)) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a className="cell-link" href={to} aria-label={ariaLabel} onClick={open}>
      {children}
    </a>
  );
}
