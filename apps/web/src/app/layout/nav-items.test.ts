import { ReceiptTextIcon, WalletIcon } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { GROUP_ROUTES } from '../group-routes.tsx';
import { NAV_ITEMS, visibleNavItems, type NavItem } from './nav-items.ts';

// Two group-only screens standing in for the ones later issues add to GROUP_ROUTES.
const ITEMS: NavItem[] = [
  ...NAV_ITEMS.filter((item) => item.requires !== 'group-member'),
  { to: '/accounts', label: 'Accounts', icon: WalletIcon, requires: 'group-member' },
  { to: '/transactions', label: 'Transactions', icon: ReceiptTextIcon, requires: 'group-member' },
];

const paths = (access: { isActive: boolean; hasGroups: boolean }) =>
  visibleNavItems(access, ITEMS).map((item) => item.to);

describe('visibleNavItems', () => {
  it('shows only the dashboard to an inactive user', () => {
    expect(paths({ isActive: false, hasGroups: true })).toEqual(['/dashboard']);
  });

  it('adds groups for an active user without a group', () => {
    expect(paths({ isActive: true, hasGroups: false })).toEqual(['/dashboard', '/groups']);
  });

  it('adds the group-only screens for an active user with a group', () => {
    expect(paths({ isActive: true, hasGroups: true })).toEqual([
      '/dashboard',
      '/groups',
      '/accounts',
      '/transactions',
    ]);
  });

  it('links only to group-only screens that are implemented', () => {
    const groupLinks = NAV_ITEMS.filter((item) => item.requires === 'group-member');
    expect(groupLinks.map((item) => item.to)).toEqual(GROUP_ROUTES.map((route) => route.path));
  });
});
