import { DEFAULT_PAGE_SIZE, TransactionType, type BootData } from '@budget/contract';
import type { QueryClient } from '@tanstack/react-query';
import { categoriesQueryOptions } from '@/lib/api/get-categories.ts';
import { moneyAccountsQueryOptions } from '@/lib/api/get-money-accounts.ts';
import { prefetchForFirstScreen } from '@/lib/query-client.ts';
import { listParams, type CardType } from '../card-list-params.ts';
import { DEFAULT_FILTERS, statementAccount } from '../list-filters.ts';
import { parseTransactionsView } from '../transactions-view.ts';
import { upcomingTransactionsQueryOptions } from './use-upcoming-transactions-query.ts';
import { transactionsQueryOptions } from './use-transactions-query.ts';

/**
 * The calls the transactions list makes when it opens at `url`, started with the page
 * (app/first-screen.ts) under the keys its parts use: the categories, each shown group's money
 * accounts, the first page of each card and what is coming up. The cards themselves only for a
 * list the address names plainly: a search, a statement, or categories and tags (which the page
 * first checks against the groups') start only the rest.
 */
export function prefetchTransactionsScreen(client: QueryClient, boot: BootData, url: URL): void {
  const view = parseTransactionsView(url.searchParams);
  const groups = boot.groups ?? [];
  if (view.mode !== 'list' || groups.length === 0) return;
  // A link naming a group the user is not in shows all groups (hooks/use-shown-filters.ts).
  const groupId = groups.some((group) => group.id === view.groupId) ? view.groupId : null;
  const shownGroups = groupId ? [groupId] : groups.map((group) => group.id);
  const filters = view.filters ?? DEFAULT_FILTERS;
  prefetchForFirstScreen(client, categoriesQueryOptions(groupId ? [groupId] : []));
  for (const id of shownGroups) prefetchForFirstScreen(client, moneyAccountsQueryOptions(id));
  const plain =
    !filters.text &&
    statementAccount(filters) === null &&
    filters.categoryIds.length === 0 &&
    filters.tagIds.length === 0;
  if (plain) {
    const cards: CardType[] = [];
    if (filters.type !== 'expense') cards.push(TransactionType.Income);
    if (filters.type !== 'income') cards.push(TransactionType.Expense);
    for (const type of cards) {
      const params = listParams(
        { type, groupId, filters },
        boot.preferences.displayCurrency,
        1,
        DEFAULT_PAGE_SIZE,
      );
      prefetchForFirstScreen(client, transactionsQueryOptions(params));
    }
  }
  // A statement's list shows no 'Coming up' (components/list-mode.tsx).
  if (statementAccount(filters) === null) {
    prefetchForFirstScreen(client, upcomingTransactionsQueryOptions(groupId ? [groupId] : []));
  }
}
