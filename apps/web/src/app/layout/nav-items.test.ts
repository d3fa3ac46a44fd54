import { describe, expect, it } from 'vitest';
import { visibleNavItems } from './nav-items.ts';

const paths = (access: { isActive: boolean; hasGroups: boolean }) =>
  visibleNavItems(access).map((item) => item.to);

describe('visibleNavItems', () => {
  it('shows only the dashboard to an inactive user', () => {
    expect(paths({ isActive: false, hasGroups: true })).toEqual(['/dashboard']);
  });

  it('adds groups for an active user without a group', () => {
    expect(paths({ isActive: true, hasGroups: false })).toEqual(['/dashboard', '/groups']);
  });

  it('shows everything to an active user with a group', () => {
    expect(paths({ isActive: true, hasGroups: true })).toEqual([
      '/dashboard',
      '/groups',
      '/accounts',
      '/budgets',
      '/transactions',
      '/categories',
      '/reports',
    ]);
  });
});
