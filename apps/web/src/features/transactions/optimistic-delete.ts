import type { CurrencySum, Transaction, TransactionPage } from '@budget/contract';
import { fromMinorUnits, toMinorUnits } from '@/lib/money.ts';
import type { TransactionQueryParams } from './api/use-transactions-query.ts';

/**
 * Whether a list (one card's query) counts the transaction: same type (an account's statement,
 * of every type, is left to its reload), its group shown, and,
 * for a narrowed list, the row on the page (whether another page of it counts the row is known
 * only to the server, and the reload that follows tells).
 */
export function listIncludes(
  params: TransactionQueryParams,
  transaction: Transaction,
  page?: TransactionPage,
): boolean {
  const narrowed = Boolean(
    params.filter ||
    params.from ||
    params.to ||
    params.categoryIds?.length ||
    params.tagIds?.length ||
    params.moneyAccountIds?.length ||
    params.minAmount,
  );
  return (
    params.transactionType === transaction.transactionType &&
    (params.groupIds.length === 0 || params.groupIds.includes(transaction.groupId)) &&
    (!narrowed || Boolean(page?.transactions.some((row) => row.id === transaction.id)))
  );
}

/**
 * The per-currency sums without one amount, computed in whole hundredths so no float error
 * creeps in. Every list is of one type, so all its amounts share a sign and none is zero: a sum
 * that reaches zero means its currency has no transaction left, and it goes.
 */
export function subtractFromSums(
  sums: readonly CurrencySum[],
  currency: number,
  amount: number,
): CurrencySum[] {
  return sums.flatMap((sum) => {
    if (sum.currency !== currency) return [sum];
    const left = toMinorUnits(sum.amount) - toMinorUnits(amount);
    return left === 0 ? [] : [{ currency, amount: fromMinorUnits(left) }];
  });
}

/**
 * A cached page as it is once the transaction is deleted: its row gone, and the count and sums
 * (which cover every page of the list) without it. The refetch that follows brings the truth.
 */
export function withoutTransaction(
  page: TransactionPage,
  transaction: Transaction,
): TransactionPage {
  return {
    ...page,
    transactions: page.transactions.filter((row) => row.id !== transaction.id),
    totalCount: Math.max(0, page.totalCount - 1),
    sums: subtractFromSums(page.sums, transaction.currency, transaction.amount),
    // The converted total loses an amount of its own currency at once; one of another currency
    // needs that day's rate, which the refetch brings.
    converted:
      page.converted && page.converted.currency === transaction.currency
        ? {
            ...page.converted,
            amount: fromMinorUnits(
              toMinorUnits(page.converted.amount) - toMinorUnits(transaction.amount),
            ),
          }
        : page.converted,
  };
}
