import type { BootData } from '@budget/contract';
import type { QueryClient } from '@tanstack/react-query';
import { accountsQueryOptions } from '@/features/accounts/api/use-accounts-query.ts';
import { billsDueQueryOptions } from '@/features/dashboard/api/use-bills-due-query.ts';
import { budgetSummaryQueryOptions } from '@/features/dashboard/api/use-budget-summary-query.ts';
import { latestTransactionsQueryOptions } from '@/features/dashboard/api/use-latest-transactions-query.ts';
import { monthTotalsQueryOptions } from '@/features/dashboard/api/use-month-totals-query.ts';
import { settleUpQueryOptions } from '@/features/dashboard/api/use-settle-up-query.ts';
import { budgetListParams, budgetsQueryOptions } from '@/lib/api/get-budgets.ts';
import { moneyAccountsQueryOptions } from '@/lib/api/get-money-accounts.ts';
import { formatCount } from '@/lib/format-count.ts';
import { formatDay, formatMonth } from '@/lib/format-date.ts';
import { prefetchForFirstScreen } from '@/lib/query-client.ts';

/** Screens whose first view names months. */
const MONTH_SCREENS = new Set(['/', '/dashboard', '/reports', '/accounts']);

/**
 * Starts what a signed-in visitor's first screen is going to need, when the page's boot data says
 * who that is: the number and date formats, and the screen's calls, which travel while the
 * screen's code downloads instead of after the screen is drawn; the screen finds their answers in
 * the cache (docs/performance.md, 'First screens'). Only addresses whose calls follow from the
 * address and the boot data are listed (/budgets and /accounts without a query string; /reports
 * and /transactions read theirs as their pages do); were a key to differ, the screen would make
 * its own call as before, one call too many and nothing wrong shown.
 */
export function startFirstScreen(client: QueryClient, boot: BootData, url: URL): void {
  // Every signed-in screen writes numbers and dates. A page's first Intl formatter loads the
  // locale's data (about 100 ms on a phone), which the first screen with figures paid for inside
  // its draw; built here in tasks of their own (one each: together they held the main thread
  // 65 ms at a phone's speed), while the screen's code downloads.
  setTimeout(() => formatCount(0), 0);
  setTimeout(() => formatDay('2000-01-01'), 0);
  const path = url.pathname.replace(/\/$/, '') || '/';
  // Screens that name months (charts, this month against the last) build a third formatter,
  // whose first use held /reports' chart for 74 ms at a phone's speed inside a longer task.
  if (MONTH_SCREENS.has(path)) setTimeout(() => formatMonth('2000-01'), 0);
  // Budgets are only asked for by a member of a group: without one the dashboard shows none and
  // /budgets is not available (app/guards/access-gates.tsx). The page carries no groups (null)
  // for a user the group calls refuse (inactive, or the address not confirmed).
  if (!boot.groups?.length) return;
  const currency = boot.preferences.displayCurrency;
  if (path === '/' || path === '/dashboard') {
    prefetchForFirstScreen(client, budgetSummaryQueryOptions(currency));
    prefetchForFirstScreen(client, budgetsQueryOptions(budgetListParams('dashboard')));
    prefetchForFirstScreen(client, monthTotalsQueryOptions(currency));
    prefetchForFirstScreen(client, latestTransactionsQueryOptions());
    prefetchForFirstScreen(client, settleUpQueryOptions());
    prefetchForFirstScreen(client, billsDueQueryOptions());
  } else if (path === '/budgets' && url.search === '') {
    prefetchForFirstScreen(client, budgetsQueryOptions(budgetListParams('budgets')));
  } else if (path === '/accounts' && url.search === '') {
    // The overview in the display currency: its total, and each group card's money accounts.
    prefetchForFirstScreen(client, accountsQueryOptions(currency));
    for (const group of boot.groups) {
      prefetchForFirstScreen(client, moneyAccountsQueryOptions(group.id));
    }
  } else if (path === '/reports') {
    // These two screens read their filters from the address with their own code, which comes
    // with the screen's chunks rather than with every screen's entry.
    startWith(
      import('@/features/reports/api/first-screen-queries.ts'),
      ({ prefetchReportsScreen }) => prefetchReportsScreen(client, boot, url),
    );
  } else if (path === '/transactions') {
    startWith(
      import('@/features/transactions/api/first-screen-queries.ts'),
      ({ prefetchTransactionsScreen }) => prefetchTransactionsScreen(client, boot, url),
    );
  }
}

/**
 * Starts a screen's calls once its code is in. Code that cannot load (a new release replaced
 * it) starts nothing: the screen then asks for its data itself, or its route says it failed.
 */
function startWith<M>(code: Promise<M>, start: (module: M) => void): void {
  code.then(start, () => undefined);
}
