import {
  TransactionType,
  type createTransactionRequestSchema,
  type updateTransactionRequestSchema,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { isoNow } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { categoryIdsInGroup } from './catalog.repository.ts';
import { upsertStatements } from './derived.repository.ts';
import { applyMoves, type MoneyRow } from './derived.ts';
import {
  assertLocked,
  planToWrite,
  planToWriteOwned,
  runLocked,
  type Trx,
  type WriteContext,
} from './group-lock.ts';
import * as rows from './transaction-rows.repository.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';

export type TransactionInput = z.output<typeof createTransactionRequestSchema>;
type UpdateInput = z.output<typeof updateTransactionRequestSchema>;

export const TRANSACTION_NOT_FOUND = 'Transaction not found';

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

export function transactionWrites(db: Kysely<Database>, rates: RatesService) {
  const planFor = (access: GroupAccess, transactionId: string, alsoInto?: string) =>
    planToWriteOwned(
      access,
      () => rows.groupOfTransaction(db, transactionId),
      TRANSACTION_NOT_FOUND,
      alsoInto,
    );

  /**
   * Links the transaction to categories, which must be the group's: checked by the insert itself,
   * under the group's lock (none can vanish before the commit); 400 for any other.
   */
  function link(ctx: WriteContext, id: string, groupId: string, categoryIds: string[]) {
    if (categoryIds.length === 0) return;
    ctx.pending.push(
      rows.linkStatement(id, groupId, categoryIds, async (linked) => {
        if (linked < categoryIds.length)
          await assertCategoriesInGroup(ctx.trx, groupId, categoryIds);
      }),
    );
  }

  /** Under the lock: the transaction as stored, still in a group that was locked. */
  async function stored(ctx: WriteContext, id: string) {
    const current = await rows.findTransaction(ctx.trx, id);
    if (!current) throw notFound(TRANSACTION_NOT_FOUND);
    assertLocked(ctx, current.row.group_id);
    return current;
  }

  // Each write reads what it must under the lock, then sends its rows, their derived rows and
  // the version bump together (one round trip on PostgreSQL) while the group stays locked.
  return {
    async createTransaction(access: GroupAccess, input: TransactionInput): Promise<string> {
      const id = randomUUID();
      return runLocked(db, rates, planToWrite(access, input.groupId), async (ctx) => {
        const row = transactionRow(id, input, isoNow(), access.userId);
        ctx.pending.push(...upsertStatements('transactions', [row], [], []));
        link(ctx, id, input.groupId, input.categoryIds);
        await applyMoves(ctx, [{ row: moneyOf(row, input.categoryIds), direction: 1 }]);
        return id;
      });
    },

    /** May move the transaction to another group the caller can write in. */
    async updateTransaction(access: GroupAccess, input: UpdateInput): Promise<string> {
      const id = input.transactionId;
      return runLocked(db, rates, planFor(access, id, input.groupId), async (ctx) => {
        const current = await stored(ctx, id);
        const { created_by, created_at } = current.row;
        const row = transactionRow(id, input, isoNow(), created_by, created_at);
        // Links the group keeps stay; in another group every category must be checked anew.
        const kept = row.group_id === current.row.group_id ? current.categoryIds : [];
        const added = input.categoryIds.filter((categoryId) => !kept.includes(categoryId));
        ctx.pending.push(
          rows.updateTransactionStatement(row),
          rows.unlinkStatement(
            id,
            kept.filter((categoryId) => input.categoryIds.includes(categoryId)),
          ),
        );
        link(ctx, id, input.groupId, added);
        await applyMoves(ctx, [
          { row: moneyOf(current.row, current.categoryIds), direction: -1 },
          { row: moneyOf(row, input.categoryIds), direction: 1 },
        ]);
        return id;
      });
    },

    async deleteTransaction(access: GroupAccess, transactionId: string): Promise<void> {
      await runLocked(db, rates, planFor(access, transactionId), async (ctx) => {
        const current = await stored(ctx, transactionId);
        ctx.pending.push(rows.deleteTransactionStatement(transactionId));
        await applyMoves(ctx, [{ row: moneyOf(current.row, current.categoryIds), direction: -1 }]);
      });
    },
  };
}
