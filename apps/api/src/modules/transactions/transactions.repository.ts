import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { TransactionType } from '@budget/contract';
import { isPostgres } from '../../db/database.ts';
import type { Database, TransactionsTable } from '../../db/schema.ts';
import { containing, textMatch, type TextQuery } from './text-search.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type TransactionRow = Omit<Selectable<TransactionsTable>, 'search_text'> & {
  group_name: string;
};

export interface ListFilter {
  groupIds: string[];
  transactionType?: number;
  /** Free text matched, case-insensitively, within name and description. */
  text?: string;
  /** SQLite: how its FTS5 table is asked for the text (`planTextQuery`). */
  textQuery?: TextQuery;
  /** First and last day, both included. */
  from?: string;
  to?: string;
  /** Linked to any of these. */
  categoryIds?: string[];
  /** In any of these money accounts, or arriving in one (a transfer). */
  moneyAccountIds?: string[];
  /**
   * Bounds of the magnitude, whatever the sign it is stored with, per currency in its own minor
   * units (one bound converted into each currency the groups hold); a currency left out matches
   * nothing. Undefined: no bounds.
   */
  amounts?: CurrencyBounds[];
}

export interface CurrencyBounds {
  currency: number;
  min?: number;
  max?: number;
}

/** Whether the filter narrows beyond groups and type, so running totals cannot answer it. */
export function narrows(filter: ListFilter): boolean {
  return Boolean(
    filter.text ||
    filter.from ||
    filter.to ||
    filter.categoryIds?.length ||
    filter.moneyAccountIds?.length ||
    filter.amounts !== undefined,
  );
}

type Where = ExpressionBuilder<Database, 'transactions'>;

/** Signed bounds: expenses are stored negative, so their magnitude bounds swap and turn. */
function signedBounds(eb: Where, bounds: Omit<CurrencyBounds, 'currency'>, negative: boolean) {
  const { min, max } = bounds;
  const conditions: Expression<SqlBool>[] = [];
  if (min !== undefined) {
    conditions.push(eb('transactions.amount', negative ? '<=' : '>=', negative ? -min : min));
  }
  if (max !== undefined) {
    conditions.push(eb('transactions.amount', negative ? '>=' : '<=', negative ? -max : max));
  }
  return conditions;
}

/**
 * Each currency's own bounds, and around them the widest of them, which the index's amount
 * range can seek (the currency is checked in the same index, migration 0012).
 */
function boundsOfSign(eb: Where, amounts: CurrencyBounds[], negative: boolean) {
  if (amounts.length === 0) return eb.lit(false);
  const mins = amounts.map((bound) => bound.min);
  const maxes = amounts.map((bound) => bound.max);
  const widest = {
    min: mins.includes(undefined) ? undefined : Math.min(...(mins as number[])),
    max: maxes.includes(undefined) ? undefined : Math.max(...(maxes as number[])),
  };
  return eb.and([
    ...signedBounds(eb, widest, negative),
    eb.or(
      amounts.map((bound) =>
        eb.and([
          eb('transactions.currency', '=', bound.currency),
          ...signedBounds(eb, bound, negative),
        ]),
      ),
    ),
  ]);
}

function amountBounds(eb: Where, amounts: CurrencyBounds[], type: number | undefined) {
  if (type !== undefined) return boundsOfSign(eb, amounts, type === TransactionType.Expense);
  return eb.or([
    eb.and([
      eb('transactions.transaction_type', '=', TransactionType.Expense),
      boundsOfSign(eb, amounts, true),
    ]),
    eb.and([
      eb('transactions.transaction_type', '<>', TransactionType.Expense),
      boundsOfSign(eb, amounts, false),
    ]),
  ]);
}

/**
 * Every condition of a filter but the groups (applied by the caller); `type` is the one type an
 * arm reads, when it reads one; `ftsTable`: SQLite's free text is looked up in its FTS5 table.
 */
export function matching(
  filter: ListFilter,
  type = filter.transactionType,
  { datesOffIndex = false, ftsTable = false } = {},
) {
  return (eb: Where) => {
    const conditions: Expression<SqlBool>[] = [];
    if (type !== undefined) {
      conditions.push(eb('transactions.transaction_type', '=', type));
    }
    // SQLite's unary + keeps a term from choosing the index (it is still checked in the index).
    const date = datesOffIndex ? sql<string>`+transactions.date` : sql<string>`transactions.date`;
    if (filter.from) conditions.push(eb(date, '>=', filter.from));
    if (filter.to) conditions.push(eb(date, '<=', filter.to));
    if (filter.amounts !== undefined) conditions.push(amountBounds(eb, filter.amounts, type));
    if (filter.categoryIds?.length) {
      // Each row keeps its category ids, comma-separated, so no join is needed per candidate.
      const list = sql<string>`(',' || transactions.category_ids || ',')`;
      conditions.push(
        eb.or(
          filter.categoryIds.map(
            (id) => sql<SqlBool>`${list} like ${containing(`,${id},`)} escape '\\'`,
          ),
        ),
      );
    }
    if (filter.moneyAccountIds?.length) {
      conditions.push(
        eb.or([
          eb('transactions.money_account_id', 'in', filter.moneyAccountIds),
          eb('transactions.to_money_account_id', 'in', filter.moneyAccountIds),
        ]),
      );
    }
    if (filter.text) conditions.push(textMatch(filter.text, ftsTable, filter.textQuery));
    return eb.and(conditions);
  };
}

/** The currencies the groups hold transactions in. */
export async function heldCurrencies(db: Db, groupIds: string[]): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('transaction_totals')
    .select('currency')
    .distinct()
    .where('group_id', 'in', groupIds)
    .where('transaction_count', '>', 0)
    .orderBy('currency')
    .execute();
  return rows.map((row) => Number(row.currency));
}

/** Groups merged as arms of one UNION ALL at most (SQLite's limit is 500 terms). */
const MAX_ARMS = 400;

function arm(db: Db, groupId: string, filter: ListFilter, lastDate?: string) {
  let query = db
    .selectFrom('transactions')
    .select(['id', 'date'])
    .where('group_id', '=', groupId)
    .where(matching(filter));
  if (lastDate !== undefined) query = query.where('date', '<=', lastDate);
  return query;
}

/**
 * The ids of one page, newest first. Each group is read in date order straight off its index
 * and the groups are merged (UNION ALL ... ORDER BY), so a page costs its offset, not the size of
 * the history. SQLite merges plain arms by itself; PostgreSQL needs each arm ordered and limited
 * in its own subquery to merge index scans instead of sorting a whole group.
 */
export async function pageIds(
  db: Db,
  filter: ListFilter,
  limit: number,
  offset: number,
  lastDate?: string,
) {
  const [first, ...rest] = filter.groupIds;
  if (first === undefined) return [];
  const ordered = isPostgres(db as Kysely<Database>);
  const part = (groupId: string): ReturnType<typeof arm> => {
    const plain = arm(db, groupId, filter, lastDate);
    if (!ordered) return plain;
    const wrapped = db
      .selectFrom(
        plain
          .orderBy('date', 'desc')
          .orderBy('id', 'desc')
          .limit(offset + limit)
          .as('arm'),
      )
      .select(['arm.id', 'arm.date']);
    // The same two columns as a plain arm; only the shape of the query differs.
    return wrapped as unknown as ReturnType<typeof arm>;
  };
  let query = part(first);
  if (rest.length >= MAX_ARMS) {
    // SQLite takes at most 500 terms in one compound SELECT: a user in that many groups is read
    // in one scan of all of them (slower, but such a user is a test fixture, not a household).
    query = db
      .selectFrom('transactions')
      .select(['id', 'date'])
      .where('group_id', 'in', filter.groupIds)
      .where(matching(filter));
    if (lastDate !== undefined) query = query.where('date', '<=', lastDate);
  } else for (const groupId of rest) query = query.unionAll(part(groupId));
  const rows = await query
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * By name, not `transactions.*`: the SQLite dialect reads named columns as arrays made into
 * objects of one shape, about three times faster than a star's rows (db/node-sqlite-dialect.ts).
 */
const TRANSACTION_COLUMNS = [
  'transactions.id',
  'transactions.group_id',
  'transactions.transaction_type',
  'transactions.name',
  'transactions.description',
  'transactions.amount',
  'transactions.currency',
  'transactions.date',
  'transactions.recurring',
  'transactions.recurring_period',
  'transactions.end_date',
  'transactions.category_ids',
  'transactions.created_by',
  'transactions.created_at',
  'transactions.updated_at',
  'transactions.series_id',
  'transactions.occurrence_date',
  'transactions.import_batch_id',
  'transactions.bank_id',
  'transactions.paid_by',
  'transactions.split',
  'transactions.money_account_id',
  'transactions.to_money_account_id',
  'transactions.to_amount',
  'transactions.to_currency',
  'transactions.cleared',
  'transactions.reconciled',
  'transactions.to_cleared',
  'transactions.to_reconciled',
  'groups.name as group_name',
] as const;

export async function findTransactions(db: Db, ids: string[]): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('transactions')
    .innerJoin('groups', 'groups.id', 'transactions.group_id')
    .select(TRANSACTION_COLUMNS)
    .where('transactions.id', 'in', ids)
    .execute();
}

/** Cross joined, so SQLite reads the links by transaction first (budgets.repository.ts says why). */
export async function categoriesOf(db: Db, transactionIds: string[]) {
  if (transactionIds.length === 0) return [];
  return db
    .selectFrom('transaction_categories')
    .crossJoin('categories')
    .whereRef('categories.id', '=', 'transaction_categories.category_id')
    .select(['transaction_categories.transaction_id', 'categories.id', 'categories.name'])
    .where('transaction_categories.transaction_id', 'in', transactionIds)
    .orderBy('categories.name_normalized')
    .execute();
}

/** Which of `categoryIds` belong to the groups. */
export async function readableCategories(db: Db, groupIds: string[], categoryIds: string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('categories')
    .select('id')
    .where('group_id', 'in', groupIds)
    .where('id', 'in', categoryIds)
    .execute();
  return rows.map((row) => row.id);
}
