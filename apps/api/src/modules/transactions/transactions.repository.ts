import {
  sql,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database, TransactionsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type TransactionRow = Selectable<TransactionsTable> & { group_name: string };

export interface ListFilter {
  groupIds: string[];
  transactionType?: number;
  /** Free text matched, case-insensitively, within name and description. */
  text?: string;
}

function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The type and free-text conditions of a filter (the groups are applied by the caller). */
function matching(filter: ListFilter) {
  return (eb: ExpressionBuilder<Database, 'transactions'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (filter.transactionType !== undefined) {
      conditions.push(eb('transactions.transaction_type', '=', filter.transactionType));
    }
    if (filter.text) {
      const pattern = likePattern(filter.text);
      conditions.push(
        eb.or([
          sql<SqlBool>`lower(transactions.name) like ${pattern} escape '\\'`,
          sql<SqlBool>`lower(coalesce(transactions.description, '')) like ${pattern} escape '\\'`,
        ]),
      );
    }
    return eb.and(conditions);
  };
}

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
  for (const groupId of rest) query = query.unionAll(part(groupId));
  const rows = await query
    .orderBy('date', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((row) => row.id);
}

export async function findTransactions(db: Db, ids: string[]): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('transactions')
    .innerJoin('groups', 'groups.id', 'transactions.group_id')
    .selectAll('transactions')
    .select('groups.name as group_name')
    .where('transactions.id', 'in', ids)
    .execute();
}

export async function categoriesOf(db: Db, transactionIds: string[]) {
  if (transactionIds.length === 0) return [];
  return db
    .selectFrom('transaction_categories')
    .innerJoin('categories', 'categories.id', 'transaction_categories.category_id')
    .select(['transaction_categories.transaction_id', 'categories.id', 'categories.name'])
    .where('transaction_categories.transaction_id', 'in', transactionIds)
    .orderBy('categories.name_normalized')
    .execute();
}

/** Count and per-currency sums of every matching transaction. */
export async function summarize(db: Db, filter: ListFilter) {
  if (filter.groupIds.length === 0) return [];
  if (!filter.text) {
    // Without free text, the running totals answer without touching the history.
    let query = db
      .selectFrom('transaction_totals')
      .select((eb) => [
        'currency',
        eb.fn.sum<number>('transaction_count').as('count'),
        eb.fn.sum<number>('amount').as('amount'),
      ])
      .where('group_id', 'in', filter.groupIds);
    if (filter.transactionType !== undefined)
      query = query.where('transaction_type', '=', filter.transactionType);
    return query.groupBy('currency').orderBy('currency').execute();
  }
  return db
    .selectFrom('transactions')
    .select((eb) => [
      'currency',
      eb.fn.countAll<number>().as('count'),
      eb.fn.sum<number>('amount').as('amount'),
    ])
    .where('group_id', 'in', filter.groupIds)
    .where(matching(filter))
    .groupBy('currency')
    .orderBy('currency')
    .execute();
}
