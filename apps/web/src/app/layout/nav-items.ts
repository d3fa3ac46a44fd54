import { LayoutDashboardIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { GROUP_ROUTES } from '../group-routes.tsx';
import type { NavLabel } from './nav-labels.ts';

/** Who may see a link: any signed-in user, an active user, or an active user with a group. */
export type NavRequirement = 'signed-in' | 'active' | 'group-member';

export interface NavItem {
  to: string;
  /** In English; the sidebar draws it in the interface's language (nav-labels.ts). */
  label: NavLabel;
  icon: LucideIcon;
  requires: NavRequirement;
}

/**
 * The sidebar links (docs/product.md, 'Routes and the shell'), in display order: the dashboard,
 * groups, then each group-only screen that is implemented (see group-routes.tsx).
 */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon, requires: 'signed-in' },
  { to: '/groups', label: 'Groups', icon: UsersIcon, requires: 'active' },
  ...GROUP_ROUTES.map(({ path, label, icon }) => ({
    to: path,
    label,
    icon,
    requires: 'group-member' as const,
  })),
];

export function visibleNavItems(
  access: { isActive: boolean; hasGroups: boolean },
  items: readonly NavItem[] = NAV_ITEMS,
): NavItem[] {
  return items.filter((item) => {
    if (item.requires === 'signed-in') return true;
    if (item.requires === 'active') return access.isActive;
    return access.isActive && access.hasGroups;
  });
}
