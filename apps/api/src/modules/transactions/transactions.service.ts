import {
  type Transaction,
  type TransactionScope,
  type TransactionPage,
  type createTransactionRequestSchema,
  type listTransactionsQuerySchema,
  type updateTransactionRequestSchema,
} from '@budget/contract';
import type { Kysely, Transaction as DbTransaction } from 'kysely';
import type { z } from 'zod';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { notFound, validationFailed } from '../../lib/app-error.ts';
import { fromMinorUnits, toMinorUnits } from '../../lib/money.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import type { MoneyAlerts } from '../notifications/notifications.service.ts';
import {
  TRANSACTION_NOT_FOUND,
  parseSplit,
  type MoneyServiceDeps,
} from '../write-path/write-path.ts';
import { amountBoundsPerCurrency } from './amount-bounds.ts';
import { convertedTotal } from './converted-total.ts';
import { PageMarks } from './page-marks.ts';
import { pageTransactionIds } from './transaction-pages.repository.ts';
import { indexedText, planTextQuery } from './text-search.ts';
import { summarize } from './transaction-sums.repository.ts';
import { upcomingOccurrences } from './upcoming.ts';
import { withAccountFigures } from './running-balances.ts';
import { readableAccounts } from './account-balances.repository.ts';
import * as repository from './transactions.repository.ts';

type Db = Kysely<Database> | DbTransaction<Database>;

function splitOf(json: string | null): Transaction['split'] {
  const split = parseSplit(json);
  if (!split) return null;
  const parts = split.parts.map(({ userId, value, minor }) => ({
    userId,
    value,
    amount: fromMinorUnits(minor),
  }));
  return { method: split.method, parts };
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
    seriesId: row.series_id,
    moneyAccountId: row.money_account_id,
    toMoneyAccountId: row.to_money_account_id,
    toAmount: row.to_amount === null ? null : fromMinorUnits(Number(row.to_amount)),
    toCurrency: row.to_currency === null ? null : Number(row.to_currency),
    paidBy: row.paid_by,
    split: splitOf(row.split),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Rows in the order of `ids`, each with its categories. */
async function load(db: Db, ids: string[]): Promise<Transaction[]> {
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

/** Categories to filter by must be ones the caller can read in the groups listed. */
async function requireCategories(db: Db, groupIds: string[], categoryIds: string[]) {
  if (categoryIds.length === 0) return;
  const found = new Set(await repository.readableCategories(db, groupIds, categoryIds));
  const unknown = categoryIds.filter((id) => !found.has(id));
  if (unknown.length === 0) return;
  const message = 'Unknown category';
  throw validationFailed(message, { categoryIds: [message] });
}

/** Accounts to filter by must be accounts of the groups listed. */
async function requireAccounts(db: Db, groupIds: string[], accountIds: string[]) {
  if (accountIds.length === 0) return;
  const found = new Set(await readableAccounts(db, groupIds, accountIds));
  if (accountIds.every((id) => found.has(id))) return;
  const message = 'Unknown account';
  throw validationFailed(message, { moneyAccountIds: [message] });
}

/** The written transaction as it is just after the write (404 if deleted meanwhile). */
async function loadOne(db: Db, id: string): Promise<Transaction> {
  const [transaction] = await load(db, [id]);
  if (!transaction) throw notFound(TRANSACTION_NOT_FOUND);
  return transaction;
}

type TransactionsDeps = MoneyServiceDeps & { notifications: MoneyAlerts };

/** Creates, edits and deletes, each answered with the transaction as written. */
function transactionWrites({ db, writes, notifications }: TransactionsDeps) {
  /** Committed: the members it is shared with hear of it (docs/decisions.md, 'Push notifications'). */
  const created = (access: GroupAccess, transaction: Transaction) => {
    notifications.expenseAdded(access.userId, transaction);
    return transaction;
  };

  return {
    create: async (access: GroupAccess, input: z.output<typeof createTransactionRequestSchema>) =>
      created(access, await loadOne(db, await writes.createTransaction(access, input))),

    /** A create sent with an Idempotency-Key: a repeat answers the first one's transaction. */
    createOnce: async (
      access: GroupAccess,
      input: z.output<typeof createTransactionRequestSchema>,
      key: string,
    ) => {
      const { id, repeated } = await writes.createTransactionOnce(access, input, key);
      const transaction = await loadOne(db, id);
      // A repeat is the same transaction: heard of once, when it was made.
      return { transaction: repeated ? transaction : created(access, transaction), repeated };
    },

    /** May move the transaction to another group the caller can write in. */
    update: async (access: GroupAccess, input: z.output<typeof updateTransactionRequestSchema>) =>
      loadOne(db, await writes.updateTransaction(access, input, input.scope)),

    remove: (access: GroupAccess, transactionId: string, scope: TransactionScope) =>
      writes.deleteTransaction(access, transactionId, scope),

    /** A transaction just written elsewhere (a transfer between accounts), as answered. */
    written: (transactionId: string) => loadOne(db, transactionId),
  };
}

export function createTransactionsService(deps: TransactionsDeps) {
  const { db, rates } = deps;
  const marks = new PageMarks();

  return {
    async list(
      access: GroupAccess,
      query: z.output<typeof listTransactionsQuerySchema>,
    ): Promise<TransactionPage> {
      const groupIds = await access.groupsFor(GroupAction.Read, query.groupIds);
      await requireCategories(db, groupIds, query.categoryIds);
      await requireAccounts(db, groupIds, query.moneyAccountIds);
      const converts = [query.currency, query.minAmount, query.maxAmount].some(
        (value) => value !== undefined,
      );
      // Read only where an amount is converted: the rates may have to be loaded.
      const book = converts ? await rates.bookAt(access.ratesStamp) : null;
      const filter: repository.ListFilter = {
        groupIds,
        transactionType: query.transactionType,
        text: query.filter || undefined,
        from: query.from,
        to: query.to,
        categoryIds: query.categoryIds,
        moneyAccountIds: query.moneyAccountIds,
        amounts: await amountBoundsPerCurrency(db, book, groupIds, {
          min: query.minAmount === undefined ? undefined : toMinorUnits(query.minAmount),
          max: query.maxAmount === undefined ? undefined : toMinorUnits(query.maxAmount),
          currency: query.currency,
        }),
      };
      if (filter.text && !isPostgres(db) && indexedText(filter.text)) {
        filter.textQuery = await planTextQuery(db, filter.text);
      }
      const order = query.order ?? (query.sort === 'name' ? 'asc' : 'desc');
      const offset = (query.page - 1) * query.pageSize;
      const list = JSON.stringify([await access.versionsOf(groupIds), filter, query.sort, order]);
      const summary = await summarize(db, filter);
      const totalCount = summary.reduce((total, row) => total + Number(row.count), 0);
      const ids = await pageTransactionIds(
        db,
        filter,
        query.pageSize,
        offset,
        query.sort,
        order,
        { list, store: marks },
        totalCount,
      );
      const converted =
        query.currency === undefined || !book
          ? undefined
          : await convertedTotal(db, book, filter, query.currency);
      const [oneAccount] = query.moneyAccountIds;
      const loaded = await load(db, ids);
      return {
        transactions:
          query.moneyAccountIds.length === 1 && oneAccount
            ? await withAccountFigures(db, oneAccount, loaded, query.sort === 'date')
            : loaded,
        totalCount,
        page: query.page,
        pageSize: query.pageSize,
        sums: summary
          .filter((row) => Number(row.count) > 0)
          .map((row) => ({
            currency: Number(row.currency),
            amount: fromMinorUnits(Number(row.amount)),
          })),
        ...(converted ? { converted } : {}),
      };
    },

    ...transactionWrites(deps),

    /** The occurrences of the readable groups' series due in the coming UPCOMING_DAYS days. */
    upcoming: async (access: GroupAccess, groupIds?: string[], days?: number) =>
      upcomingOccurrences(db, await access.groupsFor(GroupAction.Read, groupIds), days),
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
