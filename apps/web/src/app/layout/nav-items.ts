import {
  BarChart3Icon,
  LayoutDashboardIcon,
  ReceiptTextIcon,
  TagsIcon,
  UsersIcon,
  WalletCardsIcon,
  WalletIcon,
  type LucideIcon,
} from 'lucide-react';

/** Who may see a link: any signed-in user, an active user, or an active user with a group. */
export type NavRequirement = 'signed-in' | 'active' | 'group-member';

export interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
  requires: NavRequirement;
}

/** The sidebar links of SPEC section 2, in display order. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboardIcon, requires: 'signed-in' },
  { to: '/groups', label: 'Groups', icon: UsersIcon, requires: 'active' },
  { to: '/accounts', label: 'Accounts', icon: WalletIcon, requires: 'group-member' },
  { to: '/budgets', label: 'Budgets', icon: WalletCardsIcon, requires: 'group-member' },
  { to: '/transactions', label: 'Transactions', icon: ReceiptTextIcon, requires: 'group-member' },
  { to: '/categories', label: 'Categories', icon: TagsIcon, requires: 'group-member' },
  { to: '/reports', label: 'Reports', icon: BarChart3Icon, requires: 'group-member' },
];

export function visibleNavItems(access: { isActive: boolean; hasGroups: boolean }): NavItem[] {
  return NAV_ITEMS.filter((item) => {
    if (item.requires === 'signed-in') return true;
    if (item.requires === 'active') return access.isActive;
    return access.isActive && access.hasGroups;
  });
}
