import type { ParseKeys } from 'i18next';

/**
 * Each sidebar link by its English name, with the key of its text in the interface's language:
 * the links are listed by name (group-routes.tsx, nav-items.ts) and translated where drawn.
 */
export const NAV_LABELS = {
  Dashboard: 'nav.dashboard',
  Groups: 'nav.groups',
  Accounts: 'nav.accounts',
  Budgets: 'nav.budgets',
  Transactions: 'nav.transactions',
  Balances: 'nav.balances',
  Import: 'nav.imports',
  Categories: 'nav.categories',
  Tags: 'nav.tags',
  Rules: 'nav.rules',
  Reports: 'nav.reports',
} as const satisfies Record<string, ParseKeys<'common'>>;

export type NavLabel = keyof typeof NAV_LABELS;
