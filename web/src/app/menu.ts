import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import AssessmentIcon from '@mui/icons-material/Assessment';
import AssignmentIcon from '@mui/icons-material/Assignment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EventIcon from '@mui/icons-material/Event';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import PeopleIcon from '@mui/icons-material/People';
import PriceChangeIcon from '@mui/icons-material/PriceChange';
import ReceiptIcon from '@mui/icons-material/Receipt';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShoppingCartIcon from '@mui/icons-material/ShoppingCart';
import OpenInBrowserIcon from '@mui/icons-material/OpenInBrowser';
import TableChartIcon from '@mui/icons-material/TableChart';
import type { Capability, Me } from './session';

type Icon = ComponentType<SvgIconProps>;

/** A sidebar entry: a screen of the shell, an external page, or a group of entries. */
export type MenuItem =
  | { kind: 'link'; to: string; label: string; icon: Icon; requires?: Capability }
  | { kind: 'external'; href: 'monthEndReport'; label: string; icon: Icon; requires?: Capability }
  | { kind: 'group'; label: string; icon: Icon; children: MenuItem[] };

/** The sidebar, in order (spec 01 §2, spec 02 §2). Labels are keys of the app namespace. */
export const MENU: readonly MenuItem[] = [
  { kind: 'link', to: '/dashboard', label: 'menu.dashboard', icon: DashboardIcon },
  { kind: 'link', to: '/user', label: 'menu.users', icon: PeopleIcon, requires: 'manageUsers' },
  { kind: 'link', to: '/product', label: 'menu.products', icon: Inventory2Icon },
  { kind: 'link', to: '/sales-order', label: 'menu.salesOrders', icon: ShoppingCartIcon },
  { kind: 'link', to: '/purchase-order', label: 'menu.purchaseOrders', icon: ReceiptIcon },
  { kind: 'link', to: '/task-overview', label: 'menu.tasks', icon: AssignmentIcon },
  { kind: 'link', to: '/quality-overview', label: 'menu.invoicing', icon: ReceiptLongIcon },
  { kind: 'link', to: '/demurrage', label: 'menu.demurrage', icon: HourglassBottomIcon },
  { kind: 'link', to: '/month-end', label: 'menu.monthEnd', icon: TableChartIcon },
  { kind: 'link', to: '/change-price', label: 'menu.changePrice', icon: PriceChangeIcon },
  { kind: 'link', to: '/period-date', label: 'menu.periodDates', icon: EventIcon, requires: 'managePeriodDates' },
  {
    kind: 'group',
    label: 'menu.reports',
    icon: AssessmentIcon,
    // the configured external report page (VITE_MONTH_END_REPORT_URL); hidden when none is set
    children: [{ kind: 'external', href: 'monthEndReport', label: 'menu.monthEndReport', icon: OpenInBrowserIcon }],
  },
];

export function can(me: Me, capability: Capability | undefined): boolean {
  return capability === undefined || me.capabilities[capability] === true;
}

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
