import {
  type Transaction,
  type TransactionScope,
  type TransactionPage,
  type TransactionRows,
  type TransactionTotals,
  type createTransactionRequestSchema,
  type listTransactionsQuerySchema,
  type updateTransactionRequestSchema,
} from '@budget/contract';
import type { Kysely, Transaction as DbTransaction } from 'kysely';
import type { z } from 'zod';
import { readInOneState } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { fromMinorUnits } from '../../lib/money.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import type { MoneyAlerts } from '../notifications/notifications.service.ts';
import { withRulesApplied } from '../rules/rules-on-entry.ts';
import {
  TRANSACTION_NOT_FOUND,
  answeredParts,
  linksRead,
  parseSplit,
  type MoneyServiceDeps,
} from '../write-path/write-path.ts';
import { KeptChoices, PageMarks } from './page-marks.ts';
import type { TextQuery } from './text-search.ts';
import { pageTransactionIds } from './transaction-pages.repository.ts';
import { listAsked, listTotals, pageMatchCount, type ListAsked } from './transaction-lists.ts';
import { upcomingOccurrences } from './upcoming.ts';
import { withAccountFigures } from './running-balances.ts';
import * as repository from './transactions.repository.ts';

type ListQuery = z.output<typeof listTransactionsQuerySchema>;
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

type Named = { id: string; name: string };

function toTransaction(
  row: repository.TransactionRow,
  links: { id: string; name: string; amount: number | null }[],
  tags: Named[],
): Transaction {
  const categories = links.map(({ id, name }) => ({ id, name }));
  const { parts } = linksRead(links.map((link) => ({ category_id: link.id, amount: link.amount })));
  return {
    id: row.id,
    transactionType: row.transaction_type as Transaction['transactionType'],
    name: row.name,
    description: row.description,
    groupId: row.group_id,
    account: { name: row.group_name },
    categories,
    tags: tags.map(({ id, name }) => ({ id, name })),
    categoryParts: answeredParts(parts),
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
    cleared: Number(row.cleared) === 1,
    reconciled: Number(row.reconciled) === 1,
    toCleared: Number(row.to_cleared) === 1,
    toReconciled: Number(row.to_reconciled) === 1,
    paidBy: row.paid_by,
    split: splitOf(row.split),
    attachmentCount: Number(row.attachment_count),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Rows in the order of `ids`, each with its categories (and their parts) and tags. */
async function load(db: Db, ids: string[]): Promise<Transaction[]> {
  const rows = await repository.findTransactions(db, ids);
  const labels = await repository.labelsOf(db, ids);
  const categories = Map.groupBy(
    labels.filter((label) => label.kind === 'category'),
    (link) => link.transaction_id,
  );
  const tags = Map.groupBy(
    labels.filter((label) => label.kind === 'tag'),
    (link) => link.transaction_id,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toTransaction(row, categories.get(id) ?? [], tags.get(id) ?? [])] : [];
  });
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
    /** The group's rules fill in what the request leaves out (rules-on-entry.ts). */
    create: async (access: GroupAccess, input: z.output<typeof createTransactionRequestSchema>) => {
      const entered = await withRulesApplied(db, input);
      return created(access, await loadOne(db, await writes.createTransaction(access, entered)));
    },

    /** A create sent with an Idempotency-Key: a repeat answers the first one's transaction. */
    createOnce: async (
      access: GroupAccess,
      input: z.output<typeof createTransactionRequestSchema>,
      key: string,
    ) => {
      const entered = await withRulesApplied(db, input);
      const { id, repeated } = await writes.createTransactionOnce(access, entered, key, input);
      const transaction = await loadOne(db, id);
      // A repeat is the same transaction: heard of once, when it was made.
      return { transaction: repeated ? transaction : created(access, transaction), repeated };
    },

    /** May move the transaction to another group the caller can write in. */
    update: async (access: GroupAccess, input: z.output<typeof updateTransactionRequestSchema>) =>
      loadOne(db, await writes.updateTransaction(access, input, input.scope)),

    remove: (
      access: GroupAccess,
      transactionId: string,
      scope: TransactionScope,
      confirmReconciled = false,
    ) => writes.deleteTransaction(access, transactionId, scope, confirmReconciled),

    /** A transaction just written elsewhere (a transfer between accounts), as answered. */
    written: (transactionId: string) => loadOne(db, transactionId),
  };
}

export function createTransactionsService(deps: TransactionsDeps) {
  const { db, rates } = deps;
  const marks = new PageMarks();
  const lists = { db, rates, plans: new KeptChoices<TextQuery>() };
  /** Per list: whether its text's page sorts the matches (`pageMatchCount`). */
  const counts = new KeptChoices<number>();

  /** The ids of the page asked for, `limit` of them, knowing (or not) how many match. */
  const pageOf = (db: Kysely<Database>, asked: ListAsked, limit: number, matchCount: number) =>
    pageTransactionIds(
      db,
      asked.filter,
      limit,
      asked.offset,
      asked.query.sort,
      asked.order,
      { list: asked.list, store: marks },
      matchCount,
    );

  /** The rows of `ids`; in a list of one account, each with what it moves there and after it. */
  const withFigures = async (db: Kysely<Database>, asked: ListAsked, ids: string[]) => {
    const loaded = await load(db, ids);
    const [oneAccount, ...others] = asked.accounts;
    if (!oneAccount || others.length > 0) return loaded;
    return withAccountFigures(db, oneAccount, loaded, asked.query.sort === 'date');
  };

  /**
   * A statement's running balances add the page's rows to the day sums before them: its reads
   * see one state, so a write landing between them cannot make a balance disagree with the row
   * below it (docs/decisions.md, 'Money accounts'); other lists read as they go.
   */
  const reading = <T>(
    { query, accounts }: ListAsked,
    read: (db: Kysely<Database>) => Promise<T>,
  ) => (accounts.length === 1 && query.sort === 'date' ? readInOneState(db, read) : read(db));

  return {
    /** A page with the count, sums and converted total of the whole list. */
    async list(access: GroupAccess, query: ListQuery): Promise<TransactionPage> {
      const asked = await listAsked(lists, access, query);
      return reading(asked, async (db) => {
        const totals = await listTotals(db, asked);
        const ids = await pageOf(db, asked, query.pageSize, totals.totalCount);
        const { page, pageSize } = query;
        return { transactions: await withFigures(db, asked, ids), page, pageSize, ...totals };
      });
    },

    /**
     * A page alone: one row more is read to tell whether another page follows, and no figure,
     * so a common word's page costs a page, not its every match.
     */
    async page(access: GroupAccess, query: ListQuery): Promise<TransactionRows> {
      const asked = await listAsked(lists, access, query);
      const matchCount = await counts.choose(asked.list, () => pageMatchCount(db, asked.filter));
      return reading(asked, async (db) => {
        const ids = await pageOf(db, asked, query.pageSize + 1, matchCount);
        const { page, pageSize } = query;
        const transactions = await withFigures(db, asked, ids.slice(0, pageSize));
        return { transactions, page, pageSize, hasMore: ids.length > pageSize };
      });
    },

    /**
     * One transaction of a group the caller can read, as a list shows it: an edit address
     * opened anew (a reload, a link) finds what it edits. Another group's is as unknown as a
     * deleted one.
     */
    async one(access: GroupAccess, transactionId: string): Promise<Transaction> {
      const transaction = await loadOne(db, transactionId);
      await access.require(transaction.groupId, GroupAction.Read, TRANSACTION_NOT_FOUND);
      return transaction;
    },

    /** The figures of the whole list alone, exact. */
    async totals(access: GroupAccess, query: ListQuery): Promise<TransactionTotals> {
      return listTotals(db, await listAsked(lists, access, query));
    },

    ...transactionWrites(deps),

    /** The occurrences of the readable groups' series due in the coming UPCOMING_DAYS days. */
    upcoming: async (access: GroupAccess, groupIds?: string[], days?: number) =>
      upcomingOccurrences(db, await access.groupsFor(GroupAction.Read, groupIds), days),
  };
}

export type TransactionsService = ReturnType<typeof createTransactionsService>;
