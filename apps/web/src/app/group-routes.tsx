import {
  ChartColumnIcon,
  LandmarkIcon,
  ReceiptTextIcon,
  TagsIcon,
  WalletCardsIcon,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { AccountsPage } from '@/features/accounts/components/accounts-page.tsx';
import { BudgetsPage } from '@/features/budgets/components/budgets-page.tsx';
import { CategoriesPage } from '@/features/categories/components/categories-page.tsx';
import { ReportsPage } from '@/features/reports/components/reports-page.tsx';
import { TransactionsPage } from '@/features/transactions/components/transactions-page.tsx';

/** A screen that exists only for an active user with at least one group. */
export interface GroupRoute {
  /** The absolute path, e.g. '/transactions'. */
  path: string;
  /** The sidebar link's text. */
  label: string;
  icon: LucideIcon;
  element: ReactNode;
}

/**
 * The single list of implemented group-only screens: /accounts, /budgets, /transactions,
 * /categories and /reports, in that (sidebar) order. The router entries, the sidebar links and
 * the dashboard's quick actions are all derived from it, so the issue that builds one of those
 * screens adds exactly one entry here, and no link ever points at a screen that does not exist.
 * Paths not listed fall through to '404 Not Found'.
 */
export const GROUP_ROUTES: readonly GroupRoute[] = [
  { path: '/accounts', label: 'Accounts', icon: LandmarkIcon, element: <AccountsPage /> },
  { path: '/budgets', label: 'Budgets', icon: WalletCardsIcon, element: <BudgetsPage /> },
  {
    path: '/transactions',
    label: 'Transactions',
    icon: ReceiptTextIcon,
    element: <TransactionsPage />,
  },
  { path: '/categories', label: 'Categories', icon: TagsIcon, element: <CategoriesPage /> },
  { path: '/reports', label: 'Reports', icon: ChartColumnIcon, element: <ReportsPage /> },
];

/** The router's children under RequireGroupMembership. */
export const groupOnlyRoutes: RouteObject[] = GROUP_ROUTES.map(({ path, element }) => ({
  path: path.replace(/^\//, ''),
  element,
}));

/** The group-only paths that exist today, for screens that link to them (e.g. quick actions). */
export const implementedGroupPaths: readonly string[] = GROUP_ROUTES.map(({ path }) => path);
