import AssessmentIcon from '@mui/icons-material/Assessment';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import TableChartIcon from '@mui/icons-material/TableChart';
import { featureShells } from './feature-shells';
import type { Me } from '../../core/session';
import { can, type MenuEntry, type MenuItem } from '../../core/feature-shell';

export type { MenuEntry, MenuItem };

/** The app's own entries: the screens it composes (shell-routes.tsx) and the reports group. */
const APP_MENU: readonly MenuEntry[] = [
  { order: 70, kind: 'link', to: '/quality-overview', label: 'menu.invoicing', icon: ReceiptLongIcon },
  { order: 80, kind: 'link', to: '/demurrage', label: 'menu.demurrage', icon: HourglassBottomIcon },
  { order: 90, kind: 'link', to: '/month-end', label: 'menu.monthEnd', icon: TableChartIcon },
  { order: 900, kind: 'group', label: 'menu.reports', icon: AssessmentIcon, children: [] },
  // the configured external report page (VITE_MONTH_END_REPORT_URL); hidden when none is set
  { order: 10, group: 'menu.reports', kind: 'external', href: 'monthEndReport', label: 'menu.monthEndReport', icon: OpenInBrowserIcon },
];

/**
 * The sidebar from its entries: each level ranked by `order`, grouped entries inside their group.
 * Refuses two entries of one level with the same order (the menu's order would depend on the
 * order the folders are read in) and an entry whose group does not exist.
 */
export function buildMenu(entries: readonly MenuEntry[]): MenuItem[] {
  const level = (group: string | undefined): MenuItem[] => {
    const here = entries.filter((entry) => entry.group === group).sort((a, b) => a.order - b.order);
    const taken = new Map<number, string>();
    for (const entry of here) {
      const other = taken.get(entry.order);
      if (other) throw new Error(`Menu entries ${other} and ${entry.label} both have order ${entry.order}`);
      taken.set(entry.order, entry.label);
    }
    return here.map((entry): MenuItem => (entry.kind === 'group' ? { ...entry, children: [...entry.children, ...level(entry.label)] } : entry));
  };
  const groups = new Set(entries.filter((entry) => entry.kind === 'group').map((entry) => entry.label));
  const orphan = entries.find((entry) => entry.group !== undefined && !groups.has(entry.group));
  if (orphan) throw new Error(`Menu entry ${orphan.label} names the group ${orphan.group}, which no entry is`);
  return level(undefined);
}

/** The sidebar, in order (spec 01 §2, spec 02 §2): the app's entries and every feature's. */
export const MENU: readonly MenuItem[] = buildMenu([...APP_MENU, ...Object.values(featureShells).flatMap((shell) => shell.menu ?? [])]);

/**
 * The entries this user may see; an external entry only when its URL is configured; a group
 * without visible children disappears.
 */
export function visibleMenu(me: Me, items: readonly MenuItem[] = MENU, externalUrls: { monthEndReport?: string } = {}): MenuItem[] {
  return items.flatMap((item): MenuItem[] => {
    if (item.kind === 'group') {
      const children = visibleMenu(me, item.children, externalUrls);
      return children.length > 0 ? [{ ...item, children }] : [];
    }
    if (item.kind === 'external' && !externalUrls[item.href]?.trim()) return [];
    return can(me, item.requires) ? [item] : [];
  });
}
