import type { ComponentType, ReactElement } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { Capability, Me } from '../session';

type Icon = ComponentType<SvgIconProps>;

/** A sidebar entry: a screen of the shell, an external page, or a group of entries. */
export type MenuItem =
  | { kind: 'link'; to: string; label: string; icon: Icon; requires?: Capability }
  | { kind: 'external'; href: 'monthEndReport'; label: string; icon: Icon; requires?: Capability }
  | { kind: 'group'; label: string; icon: Icon; children: MenuItem[] };

/**
 * A sidebar entry and its place: `order` ranks it among every entry (the app's and each feature's
 * `shell.tsx` menu, spaced by ten: dashboard 10 … period dates 110, reports 900); `group` (the
 * label of a group entry, e.g. 'menu.reports') puts it inside that group. Labels are keys of the
 * app namespace, or a feature's own (`tasks:menu.tasks`: `menu` of its namespace, on the first screen).
 */
export type MenuEntry = MenuItem & { order: number; group?: string };

export interface ShellRoute {
  path: string;
  element: ReactElement;
  /** Without this capability the route is not registered at all: the URL shows "not found". */
  requires?: Capability;
}

/**
 * What a feature's `shell.tsx` exports as `shell`, found by convention (app/shell/feature-shells.ts):
 * its screens and its sidebar entries. Pages load on demand (`lazy(() => import('./index'))`): a
 * shell.tsx imports no page, so the DataGrid stays out of the login page's bundle.
 */
export interface FeatureShell {
  routes: readonly ShellRoute[];
  menu?: readonly MenuEntry[];
  /** Mounted once in the signed-in shell, on every screen (a shortcut's listener): keep it tiny, lazy-load what it opens. */
  global?: ComponentType;
  /** The shortcuts it offers on every screen, for a list of them (`?`). */
  shortcuts?: readonly Shortcut[];
}

/** A keyboard shortcut: `keys` as `aria-keyshortcuts` writes them ("Control+K Meta+K /"), `label` a key of the app namespace. */
export interface Shortcut {
  keys: string;
  label: string;
}

export function can(me: Me, capability: Capability | undefined): boolean {
  return capability === undefined || me.capabilities[capability] === true;
}
