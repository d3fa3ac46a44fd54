import type { BootData } from '@budget/contract';
import type { QueryClient } from '@tanstack/react-query';
import { budgetSummaryQueryOptions } from '@/features/dashboard/api/use-budget-summary-query.ts';
import { budgetListParams, budgetsQueryOptions } from '@/lib/api/get-budgets.ts';
import { prefetchForFirstScreen } from '@/lib/query-client.ts';

/**
 * Starts the calls the first screen is going to make, when the page's boot data says who is signed
 * in: they travel while the screen's code downloads instead of after the screen is drawn, and the
 * screen finds their answers in the cache (docs/performance.md, 'First screens'). Only addresses
 * whose calls are known from the address alone are listed; were a key to differ, the screen would
 * make its own call as before, one call too many and nothing wrong shown.
 */
export function startFirstScreenCalls(client: QueryClient, boot: BootData, url: URL): void {
  // Budgets are only asked for by a member of a group: without one the dashboard shows none and
  // /budgets is not available (app/guards/access-gates.tsx).
  if (!boot.groups?.length) return;
  const path = url.pathname.replace(/\/$/, '') || '/';
  if (path === '/' || path === '/dashboard') {
    prefetchForFirstScreen(client, budgetSummaryQueryOptions(boot.preferences.displayCurrency));
    prefetchForFirstScreen(client, budgetsQueryOptions(budgetListParams('dashboard')));
  } else if (path === '/budgets' && url.search === '' && boot.user.isActive) {
    prefetchForFirstScreen(client, budgetsQueryOptions(budgetListParams('budgets')));
  }
}
