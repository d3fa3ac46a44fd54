import {
  TransactionType,
  type Transaction,
  type TransactionPage,
  type createTransactionRequestSchema,
  type listTransactionsQuerySchema,
  type updateTransactionRequestSchema,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { fromMinorUnits, toMinorUnits } from '../../lib/money.ts';
import { isoNow } from '../../lib/time.ts';
import { applyExpense } from '../budgets/budget-spend.ts';
import { assertCategoriesInGroup } from '../categories/categories.service.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { GroupAction, type GroupAccess } from '../groups/group-access.ts';
import { bumpDataVersion } from '../groups/groups.repository.ts';
import { pageTransactionIds } from './transaction-pages.repository.ts';
import * as repository from './transactions.repository.ts';

type WriteInput = z.output<typeof createTransactionRequestSchema>;

const TRANSACTION_NOT_FOUND = 'Transaction not found';

/** The client sends a positive amount; expenses are stored (and returned) negative. */
export function signedMinorUnits(amount: number, transactionType: number): number {
  const minor = toMinorUnits(amount);
  return transactionType === TransactionType.Expense ? -minor : minor;
}

function toTransaction(
  row: repository.TransactionRow,
  categories: { id: string; name: string }[],
): Transaction {
  return {
    id: row.id,
    transactionType: row.transaction_type as Transaction['transactionType'],
    name: row.name,
    description: row.description,
    groupId: row.group_id,
    account: { name: row.group_name },
    categories,
    date: row.date,
    amount: fromMinorUnits(Number(row.amount)),
    currency: Number(row.currency),
    recurring: Boolean(row.recurring),
    recurringPeriod:
      row.recurring_period === null
        ? null
        : (Number(row.recurring_period) as Transaction['recurringPeriod']),
    endDate: row.end_date,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createTransactionsService(
  db: Kysely<Database>,
  options: { lockRows: boolean; rates: RatesService },
) {
  /** Rows in the order of `ids`, each with its categories. */
  async function load(ids: string[]): Promise<Transaction[]> {
    const [rows, links] = [
      await repository.findTransactions(db, ids),
      await repository.categoriesOf(db, ids),
    ];
    const byId = new Map(rows.map((row) => [row.id, row]));
    const categories = new Map<string, { id: string; name: string }[]>();
    for (const link of links) {
      const list = categories.get(link.transaction_id) ?? [];
      list.push({ id: link.id, name: link.name });
      categories.set(link.transaction_id, list);
    }
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toTransaction(row, categories.get(id) ?? [])] : [];
    });
  }

  function rowOf(
    id: string,
    input: WriteInput,
    now: string,
    createdBy: string | null,
    createdAt: string,
  ) {
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
      created_by: createdBy,
      created_at: createdAt,
      updated_at: now,
    };
  }

  type Counted = {
    group_id: string;
    transaction_type: number;
    currency: number;
    date: string;
    amount: number;
  };

  /** Keeps the running totals and day counts in step with one transaction arriving or leaving. */
  async function count(
    trx: Parameters<typeof repository.addToTotals>[0],
    row: Counted,
    direction: 1 | -1,
  ) {
    const key = { groupId: row.group_id, transactionType: Number(row.transaction_type) };
    await repository.addToTotals(
      trx,
      { ...key, currency: Number(row.currency) },
      direction,
      direction * Number(row.amount),
    );
    await repository.addToDayCounts(trx, { ...key, date: row.date }, direction);
  }

  return {
    async list(
      access: GroupAccess,
      query: z.output<typeof listTransactionsQuerySchema>,
    ): Promise<TransactionPage> {
      const groupIds = await access.groupsFor(GroupAction.Read, query.groupIds);
      const filter = {
        groupIds,
        transactionType: query.transactionType,
        text: query.filter || undefined,
      };
      const offset = (query.page - 1) * query.pageSize;
      const ids = await pageTransactionIds(db, filter, query.pageSize, offset);
      const summary = await repository.summarize(db, filter);
      return {
        transactions: await load(ids),
        totalCount: summary.reduce((total, row) => total + Number(row.count), 0),
        page: query.page,
        pageSize: query.pageSize,
        sums: summary
          .filter((row) => Number(row.count) > 0)
          .map((row) => ({
            currency: Number(row.currency),
            amount: fromMinorUnits(Number(row.amount)),
          })),
      };
    },

    async create(access: GroupAccess, input: WriteInput): Promise<Transaction> {
      await access.require(input.groupId, GroupAction.Write);
      await assertCategoriesInGroup(db, input.groupId, input.categoryIds);
      const now = isoNow();
      const row = rowOf(randomUUID(), input, now, access.userId, now);
      const book = await options.rates.book();
      await db.transaction().execute(async (trx) => {
        await repository.insertTransaction(trx, row);
        await repository.setCategories(trx, row.id, input.categoryIds);
        await count(trx, row, 1);
        await applyExpense(trx, book, { ...row, categoryIds: input.categoryIds }, 1);
        await bumpDataVersion(trx, [row.group_id]);
      });
      return (await load([row.id]))[0] as Transaction;
    },

    /** May move the transaction to another group the caller can write in. */
    async update(access: GroupAccess, input: z.output<typeof updateTransactionRequestSchema>) {
      const existing = await repository.findTransaction(db, input.transactionId);
      if (!existing) throw notFound(TRANSACTION_NOT_FOUND);
      await access.require(existing.group_id, GroupAction.Write, TRANSACTION_NOT_FOUND);
      if (input.groupId !== existing.group_id)
        await access.require(input.groupId, GroupAction.Write);
      await assertCategoriesInGroup(db, input.groupId, input.categoryIds);
      const book = await options.rates.book();
      await db.transaction().execute(async (trx) => {
        // Re-read inside the transaction (locked on PostgreSQL) so the totals move by what is stored.
        const current = await repository.findTransaction(
          trx,
          input.transactionId,
          options.lockRows,
        );
        if (!current) throw notFound(TRANSACTION_NOT_FOUND);
        const previousCategories = await repository.categoryIdsOf(trx, current.id);
        const row = rowOf(current.id, input, isoNow(), current.created_by, current.created_at);
        await repository.updateTransaction(trx, row);
        await repository.setCategories(trx, row.id, input.categoryIds);
        await count(trx, current, -1);
        await count(trx, row, 1);
        await applyExpense(trx, book, { ...current, categoryIds: previousCategories }, -1);
        await applyExpense(trx, book, { ...row, categoryIds: input.categoryIds }, 1);
        await bumpDataVersion(trx, [current.group_id, row.group_id]);
      });
      return (await load([input.transactionId]))[0] as Transaction;
    },

    async remove(access: GroupAccess, transactionId: string): Promise<void> {
      const existing = await repository.findTransaction(db, transactionId);
      if (!existing) throw notFound(TRANSACTION_NOT_FOUND);
      await access.require(existing.group_id, GroupAction.Write, TRANSACTION_NOT_FOUND);
      const book = await options.rates.book();
      await db.transaction().execute(async (trx) => {
        const current = await repository.findTransaction(trx, transactionId, options.lockRows);
        if (!current) throw notFound(TRANSACTION_NOT_FOUND);
        const categoryIds = await repository.categoryIdsOf(trx, transactionId);
        await repository.deleteTransaction(trx, transactionId);
        await count(trx, current, -1);
        await applyExpense(trx, book, { ...current, categoryIds }, -1);
        await bumpDataVersion(trx, [current.group_id]);
      });
    },
  };
}
