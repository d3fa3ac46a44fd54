import { isCalendarDate, type SortOrder, type TransactionSort } from '@budget/contract';

/**
 * What the list shows, kept in the address beside the group so a filtered view can be
 * bookmarked and survives a reload:
 *   q=<text>  from=<yyyy-MM-dd>  to=<yyyy-MM-dd>  type=income|expense  category=<id> (repeated)
 *   tag=<id> (repeated: transactions with any of them)
 *   account=<money account id> (repeated)  min=<amount>  sort=date|amount|name  order=asc|desc
 * Anything unreadable is ignored, so an old or hand-made link still opens a list.
 */
export interface ListFilters {
  text: string;
  from: string;
  to: string;
  /** Which card shows; null: both. */
  type: 'income' | 'expense' | null;
  categoryIds: string[];
  /** Tags: a transaction with any of them shows (docs/decisions.md, 'Tags'). */
  tagIds: string[];
  /**
   * Money accounts; exactly one shows that account's statement (every type, with its balance:
   * docs/decisions.md, 'Money accounts').
   */
  moneyAccountIds: string[];
  /** The least size of an amount (decimal text, e.g. '40'), '' for none. */
  minAmount: string;
  sort: TransactionSort;
  /** For amounts, desc is largest first whatever the sign (see amountOrder). */
  order: SortOrder;
}

export const DEFAULT_FILTERS: ListFilters = {
  text: '',
  from: '',
  to: '',
  type: null,
  categoryIds: [],
  tagIds: [],
  moneyAccountIds: [],
  minAmount: '',
  sort: 'date',
  order: 'desc',
};

const AMOUNT = /^\d{1,9}(?:[.,]\d{1,2})?$/;

export function isAmountText(text: string): boolean {
  return AMOUNT.test(text);
}

export function parseListFilters(params: URLSearchParams): ListFilters {
  const date = (name: string) => {
    const value = params.get(name)?.trim() ?? '';
    return isCalendarDate(value) ? value : '';
  };
  let from = date('from');
  let to = date('to');
  if (from && to && from > to) [from, to] = [to, from];
  const type = params.get('type');
  const sort = params.get('sort');
  const order = params.get('order');
  const min = params.get('min')?.trim() ?? '';
  const knownSort = sort === 'amount' || sort === 'name' ? sort : 'date';
  const defaultOrder = knownSort === 'name' ? 'asc' : 'desc';
  return {
    text: params.get('q')?.trim().slice(0, 200) ?? '',
    from,
    to,
    type: type === 'income' || type === 'expense' ? type : null,
    categoryIds: [...new Set(params.getAll('category').filter(Boolean))].slice(0, 50),
    tagIds: [...new Set(params.getAll('tag').filter(Boolean))].slice(0, 50),
    moneyAccountIds: [...new Set(params.getAll('account').filter(Boolean))].slice(0, 50),
    minAmount: isAmountText(min) ? min : '',
    sort: knownSort,
    order: order === 'asc' || order === 'desc' ? order : defaultOrder,
  };
}

/** Adds the filters that differ from the defaults to `params`. */
export function writeListFilters(params: URLSearchParams, filters: ListFilters): void {
  if (filters.text.trim()) params.set('q', filters.text.trim());
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.type) params.set('type', filters.type);
  for (const id of filters.categoryIds) params.append('category', id);
  for (const id of filters.tagIds) params.append('tag', id);
  for (const id of filters.moneyAccountIds) params.append('account', id);
  if (filters.minAmount) params.set('min', filters.minAmount);
  if (filters.sort !== 'date') params.set('sort', filters.sort);
  const defaultOrder = filters.sort === 'name' ? 'asc' : 'desc';
  if (filters.order !== defaultOrder) params.set('order', filters.order);
}

export function hasFilters(filters: ListFilters): boolean {
  return Boolean(
    filters.text ||
    filters.from ||
    filters.to ||
    filters.type ||
    filters.categoryIds.length > 0 ||
    filters.tagIds.length > 0 ||
    filters.moneyAccountIds.length > 0 ||
    filters.minAmount,
  );
}

/**
 * How many of the filters a phone folds away are set (docs/decisions.md, 'Transactions on a
 * phone'): the dates, type, amount, categories, tags, accounts and a sort other than newest
 * first. The search box and the group stay in view, so they are not counted.
 */
export function foldedFilterCount(filters: ListFilters): number {
  return [
    Boolean(filters.from || filters.to),
    filters.type !== null,
    Boolean(filters.minAmount),
    filters.categoryIds.length > 0,
    filters.tagIds.length > 0,
    filters.moneyAccountIds.length > 0,
    filters.sort !== DEFAULT_FILTERS.sort || filters.order !== DEFAULT_FILTERS.order,
  ].filter(Boolean).length;
}

/**
 * The server sorts amounts signed, as stored; people mean size. Expenses are negative, so their
 * largest come first in ascending order.
 */
export function amountOrder(filters: ListFilters, expenses: boolean): SortOrder {
  if (filters.sort !== 'amount' || !expenses) return filters.order;
  return filters.order === 'desc' ? 'asc' : 'desc';
}

/** The one money account whose statement the list shows, or null (none or several chosen). */
export function statementAccount(filters: ListFilters): string | null {
  return filters.moneyAccountIds.length === 1 ? (filters.moneyAccountIds[0] ?? null) : null;
}
