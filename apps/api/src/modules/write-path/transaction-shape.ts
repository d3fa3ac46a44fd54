import { TransactionType, type createTransactionRequestSchema } from '@budget/contract';
import type { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { categoryIdsInGroup } from './catalog.repository.ts';
import { countedIn, type Parts } from './category-parts.ts';
import { accountFieldsOf } from './account-sums.ts';
import type { MoneyRow } from './derived.ts';
import { parseSplit } from './splits.ts';
import type { Trx } from './group-lock.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';

// What a transaction's rows look like, shared by the single, bulk and recurring writes.

/** As the request gives it; the write path's own callers (seed, tests) may leave the account out. */
export type TransactionInput = Omit<
  z.output<typeof createTransactionRequestSchema>,
  'moneyAccountId'
> & {
  moneyAccountId?: string | null;
};
/** The client sends a positive amount; expenses are stored (and returned) negative. */
export function signedMinorUnits(amount: number, transactionType: number): number {
  const minor = toMinorUnits(amount);
  return transactionType === TransactionType.Expense ? -minor : minor;
}

/** `accountId`: the money account chosen for it under the lock (account-choice.ts). */
export function transactionRow(
  id: string,
  input: TransactionInput,
  accountId: string,
  now: string,
  createdBy: string | null,
  createdAt = now,
): TransactionRow {
  return {
    id,
    group_id: input.groupId,
    transaction_type: input.transactionType,
    name: input.name,
    description: input.description,
    amount: signedMinorUnits(input.amount, input.transactionType),
    currency: input.currency,
    date: input.date,
    recurring: input.recurring,
    recurring_period: input.recurringPeriod,
    end_date: input.endDate,
    category_ids: categoryList(input.categoryIds),
    created_by: createdBy,
    created_at: createdAt,
    updated_at: now,
    series_id: null,
    occurrence_date: null,
    import_batch_id: null,
    bank_id: null,
    paid_by: null,
    split: null,
    money_account_id: accountId,
    to_money_account_id: null,
    to_amount: null,
    to_currency: null,
    ...NOT_CLEARED,
  };
}

/** A new row's state at the bank: nothing cleared yet. */
export const NOT_CLEARED = { cleared: 0, reconciled: 0, to_cleared: 0, to_reconciled: 0 };

/** The copy of a transaction's links kept on its row: ids sorted, joined by commas. */
export const categoryList = (categoryIds: readonly string[]) => [...categoryIds].sort().join(',');

export const linksOf = (
  transactionId: string,
  categoryIds: readonly string[],
  parts: Parts = null,
) =>
  categoryIds.map((category_id) => ({
    transaction_id: transactionId,
    category_id,
    amount: parts ? countedIn(0, parts, category_id) : null,
  }));

export function moneyOf(
  row: TransactionRow,
  categoryIds: readonly string[],
  parts: Parts = null,
): MoneyRow {
  return {
    groupId: row.group_id,
    transactionType: Number(row.transaction_type),
    currency: Number(row.currency),
    date: row.date,
    amount: Number(row.amount),
    categoryIds,
    parts,
    paidBy: row.paid_by,
    shares: parseSplit(row.split)?.parts ?? null,
    ...accountFieldsOf(row),
  };
}

/**
 * Categories of a transaction or budget must be categories of its group, checked under the
 * group's lock so none can vanish before the write commits: anything else is a client mistake
 * (400) that reveals nothing about other groups' categories.
 */
export async function assertCategoriesInGroup(trx: Trx, groupId: string, ids: string[]) {
  const found = await categoryIdsInGroup(trx, groupId, ids);
  const foreign = ids.filter((id) => !found.has(id));
  if (foreign.length > 0) {
    throw badRequest('Categories must belong to the same group', {
      categoryIds: [`Not a category of this group: ${foreign.join(', ')}`],
    });
  }
}

/**
 * An edited imported transaction keeps the bank's id (a second import of the file still finds
 * it) and its batch (undoing the import removes it), unless it moves to another group, where the
 * batch is not.
 */
export function keptFromImport(updated: TransactionRow, current: TransactionRow): TransactionRow {
  const moved = updated.group_id !== current.group_id;
  return {
    ...updated,
    bank_id: current.bank_id,
    import_batch_id: moved ? null : current.import_batch_id,
  };
}

/**
 * A one-off edit of an occurrence keeps it in its series (its due date stays taken, so the
 * series never creates it again) with the series' rule; moved to another group, it leaves it
 * and repeats no more (else its next edit would start a second series there).
 */
export function keptInSeries(updated: TransactionRow, current: TransactionRow): TransactionRow {
  if (current.series_id === null) return updated;
  if (updated.group_id !== current.group_id) {
    return { ...updated, recurring: false, recurring_period: null, end_date: null };
  }
  return {
    ...updated,
    series_id: current.series_id,
    occurrence_date: current.occurrence_date,
    recurring: current.recurring,
    recurring_period: current.recurring_period,
    end_date: current.end_date,
  };
}
