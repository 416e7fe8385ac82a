import type { MouseEventHandler } from 'react';
import { alpha, type Theme } from '@mui/material/styles';

/** The icons of a row's own buttons: Material's outlined edit and delete (their SVG paths). */
const PATHS = {
  edit: 'm14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z',
  delete: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z',
} as const;

export type CellIcon = keyof typeof PATHS;

export interface CellIconButtonProps {
  icon: CellIcon;
  /** Accessible name that says which row ("Order 412 verwijderen"). */
  'aria-label': string;
  /** The hint on hover (a native title: no Tooltip per row). */
  title: string;
  onClick: MouseEventHandler<HTMLButtonElement>;
  /** `error` for a destructive action (delete). */
  tone?: 'default' | 'error';
}

/**
 * An icon button in a table row (edit, delete). A plain button and SVG with one class, styled once
 * for the whole app (cellIconButtonStyles in the theme's baseline), where MUI's IconButton is a
 * ButtonBase with its ripple, focus tracking and three styled components per row: on a page of 100
 * rows that is 300 components fewer to render, with the same look (30 px round, grey, a tinted
 * hover, a visible keyboard focus).
 */
export function CellIconButton({ icon, 'aria-label': ariaLabel, title, onClick, tone = 'default' }: CellIconButtonProps) {
  return (
    <button
      type="button"
      className={tone === 'error' ? 'cell-icon-button cell-icon-button-error' : 'cell-icon-button'}
      aria-label={ariaLabel}
      title={title}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={PATHS[icon]} />
      </svg>
    </button>
  );
}

/**
 * The global styles of CellIconButton (the theme's CssBaseline carries them), in the theme's own
 * colours: grey as an icon button's (action.active), tinted on hover as MUI's IconButton is
 * (action.hoverOpacity), the focus ring in the primary colour, the delete in the error colour.
 */
export const cellIconButtonStyles = (theme: Theme) => {
  const { action, primary, error } = theme.palette;
  return {
    '.cell-icon-button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: 30,
      height: 30,
      padding: 0,
      border: 0,
      borderRadius: '50%',
      background: 'transparent',
      color: action.active,
      cursor: 'pointer',
      flex: 'none',
      '&:hover': { backgroundColor: alpha(action.active, action.hoverOpacity) },
      '&:focus-visible': { outline: `2px solid ${primary.light}`, outlineOffset: 0 },
      '& svg': { width: 20, height: 20, fill: 'currentColor' },
    },
    '.cell-icon-button-error': { color: error.main, '&:hover': { backgroundColor: alpha(error.main, action.hoverOpacity) } },
  };
};
