import {
  sql,
  type Expression,
  type Kysely,
  type Selectable,
  type SqlBool,
  type Transaction,
} from 'kysely';
import { anyText, prepared } from '../../db/prepared.ts';
import { isPostgres } from '../../db/database.ts';
import type { Database, TransactionsTable } from '../../db/schema.ts';
import { matching, type ListFilter } from './list-filter.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type TransactionRow = Omit<Selectable<TransactionsTable>, 'search_text'> & {
  group_name: string;
};

export { matching, narrows, type CurrencyBounds, type ListFilter } from './list-filter.ts';

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
  'transactions.attachment_count',
  'groups.name as group_name',
] as const;

const rowsOf = (db: Db) =>
  db
    .selectFrom('transactions')
    .innerJoin('groups', 'groups.id', 'transactions.group_id')
    .select(TRANSACTION_COLUMNS);

/**
 * On PostgreSQL one prepared statement for any number of ids (an array): planning the text of
 * 50 listed ids took longer than reading their rows (docs/performance.md, 'Money accounts').
 */
const rowsWithIds = prepared((db, ids: string[]) =>
  rowsOf(db).where(anyText('transactions.id', ids)),
);

export async function findTransactions(db: Db, ids: string[]): Promise<TransactionRow[]> {
  if (ids.length === 0) return [];
  if (isPostgres(db)) return rowsWithIds(db, ids);
  return rowsOf(db).where('transactions.id', 'in', ids).execute();
}

/**
 * The categories (with their parts) and tags of the transactions, each by name, in one statement:
 * a page's rows then cost two round trips on PostgreSQL, not three. The categories' arm is cross
 * joined, so SQLite reads the links by transaction first (budgets.repository.ts says why).
 */
export async function labelsOf(db: Db, transactionIds: string[]): Promise<Label[]> {
  if (transactionIds.length === 0) return [];
  if (isPostgres(db)) return labelsWithIds(db, transactionIds);
  return labels(
    db,
    (column) => sql<SqlBool>`${sql.ref(column)} in (${sql.join(transactionIds)})`,
  ).execute();
}

/** Which transactions' labels are read, as a condition on the link table's column. */
type OfIds = (column: string) => Expression<SqlBool>;

function labels(db: Db, ofIds: OfIds) {
  const categories = db
    .selectFrom('transaction_categories')
    .crossJoin('categories')
    .whereRef('categories.id', '=', 'transaction_categories.category_id')
    .select((eb) => [
      eb.val<Label['kind']>('category').as('kind'),
      'transaction_categories.transaction_id',
      'categories.id',
      'categories.name',
      'transaction_categories.amount',
      'categories.name_normalized as sort_name',
    ])
    .where(ofIds('transaction_categories.transaction_id'));
  const tags = db
    .selectFrom('transaction_tags')
    .innerJoin('tags', 'tags.id', 'transaction_tags.tag_id')
    .select((eb) => [
      eb.val<Label['kind']>('tag').as('kind'),
      'transaction_tags.transaction_id',
      'tags.id',
      'tags.name',
      eb.val<number | null>(null).as('amount'),
      'tags.name_normalized as sort_name',
    ])
    .where(ofIds('transaction_tags.transaction_id'));
  return categories.unionAll(tags).orderBy('sort_name').orderBy('id').$castTo<Label>();
}

/** PostgreSQL: one prepared statement for any page (`anyText`). */
const labelsWithIds = prepared((db, ids: string[]) => labels(db, (column) => anyText(column, ids)));

/** A category or tag of a transaction (`amount`: the category's part, null without parts). */
export interface Label {
  kind: 'category' | 'tag';
  transaction_id: string;
  id: string;
  name: string;
  amount: number | null;
}

/** Which of `tagIds` are tags of the groups. */
export async function readableTags(db: Db, groupIds: string[], tagIds: string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('tags')
    .select('id')
    .where('group_id', 'in', groupIds)
    .where('id', 'in', tagIds)
    .execute();
  return rows.map((row) => row.id);
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
