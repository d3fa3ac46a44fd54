import {
  ChartColumnIcon,
  FileUpIcon,
  HashIcon,
  LandmarkIcon,
  ListChecksIcon,
  ReceiptTextIcon,
  ScaleIcon,
  TagsIcon,
  WalletCardsIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { NavLabel } from './layout/nav-labels.ts';

/** A screen that exists only for an active user with at least one group. */
export interface GroupRoute {
  /** The absolute path, e.g. '/transactions'. */
  path: string;
  /** The sidebar link's text, in English (translated where drawn). */
  label: NavLabel;
  icon: LucideIcon;
  /** The screen's code, loaded when it is first opened (docs/decisions.md, 'Code splitting'). */
  load: () => Promise<ComponentType>;
}

/**
 * The single list of implemented group-only screens: /accounts, /budgets, /transactions,
 * /balances, /imports, /categories, /tags, /rules and /reports, in that (sidebar) order. The router entries, the sidebar links and
 * the dashboard's quick actions are all derived from it, so the issue that builds one of those
 * screens adds exactly one entry here, and no link ever points at a screen that does not exist.
 * Paths not listed fall through to '404 Not Found'.
 */
export const GROUP_ROUTES: readonly GroupRoute[] = [
  {
    path: '/accounts',
    label: 'Accounts',
    icon: LandmarkIcon,
    load: async () =>
      (await import('@/features/accounts/components/accounts-page.tsx')).AccountsPage,
  },
  {
    path: '/budgets',
    label: 'Budgets',
    icon: WalletCardsIcon,
    load: async () => (await import('@/features/budgets/components/budgets-page.tsx')).BudgetsPage,
  },
  {
    path: '/transactions',
    label: 'Transactions',
    icon: ReceiptTextIcon,
    load: async () =>
      (await import('@/features/transactions/components/transactions-page.tsx')).TransactionsPage,
  },
  {
    path: '/balances',
    label: 'Balances',
    icon: ScaleIcon,
    load: async () =>
      (await import('@/features/balances/components/balances-page.tsx')).BalancesPage,
  },
  {
    path: '/imports',
    label: 'Import',
    icon: FileUpIcon,
    load: async () => (await import('@/features/imports/components/imports-page.tsx')).ImportsPage,
  },
  {
    path: '/categories',
    label: 'Categories',
    icon: TagsIcon,
    load: async () =>
      (await import('@/features/categories/components/categories-page.tsx')).CategoriesPage,
  },
  {
    path: '/tags',
    label: 'Tags',
    icon: HashIcon,
    load: async () => (await import('@/features/tags/components/tags-page.tsx')).TagsPage,
  },
  {
    path: '/rules',
    label: 'Rules',
    icon: ListChecksIcon,
    load: async () => (await import('@/features/rules/components/rules-page.tsx')).RulesPage,
  },
  {
    path: '/reports',
    label: 'Reports',
    icon: ChartColumnIcon,
    load: async () => (await import('@/features/reports/components/reports-page.tsx')).ReportsPage,
  },
];

/**
 * A route whose screen is loaded when first opened: the sign-in screens load nothing of the
 * signed-in app, and each screen only its own code (docs/decisions.md, 'Code splitting').
 */
export const screen = (load: () => Promise<ComponentType>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: await load() }),
});

/** The router's children under RequireGroupMembership. */
export const groupOnlyRoutes: RouteObject[] = GROUP_ROUTES.map(({ path, load }) => ({
  path: path.replace(/^\//, ''),
  ...screen(load),
}));

/** The group-only paths that exist today, for screens that link to them (e.g. quick actions). */
export const implementedGroupPaths: readonly string[] = GROUP_ROUTES.map(({ path }) => path);
