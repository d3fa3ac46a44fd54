import { TransactionType } from '@budget/contract';
import type { TransactionQueryParams } from './api/use-transactions-query.ts';
import { amountOrder, type ListFilters } from './list-filters.ts';

export type CardType = typeof TransactionType.Income | typeof TransactionType.Expense;
/** A card of one type, or one money account's statement (every type, or the filter's). */
export type CardKind = CardType | 'statement';

const FILTER_TYPES = { income: TransactionType.Income, expense: TransactionType.Expense } as const;

export interface CardList {
  type: CardKind;
  /** The filter's group, or null for all groups. */
  groupId: string | null;
  filters: ListFilters;
}

/** What a card asks GET /transactions for: its type, the filters, the currency and the page. */
export function listParams(
  { type, groupId, filters }: CardList,
  currency: number,
  page: number,
  pageSize: number,
): TransactionQueryParams {
  const transactionType =
    type === 'statement' ? (filters.type ? FILTER_TYPES[filters.type] : undefined) : type;
  return {
    ...(transactionType === undefined ? {} : { transactionType }),
    groupIds: groupId ? [groupId] : [],
    filter: filters.text || undefined,
    from: filters.from || undefined,
    to: filters.to || undefined,
    categoryIds: filters.categoryIds,
    tagIds: filters.tagIds,
    moneyAccountIds: filters.moneyAccountIds,
    minAmount: filters.minAmount || undefined,
    // The server's default (newest first) goes unsaid, but for a statement, whose running
    // balance comes with sort=date said.
    ...(filters.sort === 'date' && filters.order === 'desc' && type !== 'statement'
      ? {}
      : {
          sort: filters.sort,
          order: amountOrder(filters, transactionType === TransactionType.Expense),
        }),
    // A statement shows its account's balance, not a converted total of its rows.
    ...(type === 'statement' ? {} : { currency }),
    page,
    pageSize,
  };
}
