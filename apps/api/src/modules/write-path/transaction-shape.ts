import { TransactionType, type createTransactionRequestSchema } from '@budget/contract';
import type { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { categoryIdsInGroup } from './catalog.repository.ts';
import type { MoneyRow } from './derived.ts';
import { parseSplit } from './splits.ts';
import type { Trx } from './group-lock.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';

// What a transaction's rows look like, shared by the single, bulk and recurring writes.

export type TransactionInput = z.output<typeof createTransactionRequestSchema>;
/** The client sends a positive amount; expenses are stored (and returned) negative. */
export function signedMinorUnits(amount: number, transactionType: number): number {
  const minor = toMinorUnits(amount);
  return transactionType === TransactionType.Expense ? -minor : minor;
}

export function transactionRow(
  id: string,
  input: TransactionInput,
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
  };
}

/** The copy of a transaction's links kept on its row: ids sorted, joined by commas. */
export const categoryList = (categoryIds: readonly string[]) => [...categoryIds].sort().join(',');

export const linksOf = (transactionId: string, categoryIds: readonly string[]) =>
  categoryIds.map((category_id) => ({ transaction_id: transactionId, category_id }));

export function moneyOf(row: TransactionRow, categoryIds: readonly string[]): MoneyRow {
  return {
    groupId: row.group_id,
    transactionType: Number(row.transaction_type),
    currency: Number(row.currency),
    date: row.date,
    amount: Number(row.amount),
    categoryIds,
    paidBy: row.paid_by,
    shares: parseSplit(row.split)?.parts ?? null,
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
