import { TransactionType } from '@budget/contract';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, RuleRunsTable } from '../../db/schema.ts';
import type { LinkRead } from './category-parts.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

/** Rows per multi-row insert: well inside SQLite's and PostgreSQL's limits on parameters. */
const BATCH = 400;

/** Every column of a transaction but its search text (derived, and rewritten with the row). */
const COLUMNS = [
  'id',
  'group_id',
  'transaction_type',
  'name',
  'description',
  'amount',
  'currency',
  'date',
  'recurring',
  'recurring_period',
  'end_date',
  'category_ids',
  'created_by',
  'created_at',
  'updated_at',
  'series_id',
  'occurrence_date',
  'import_batch_id',
  'bank_id',
  'paid_by',
  'split',
  'money_account_id',
  'to_money_account_id',
  'to_amount',
  'to_currency',
  'cleared',
  'reconciled',
  'to_cleared',
  'to_reconciled',
] as const satisfies readonly (keyof TransactionRow)[];

/** Dates a run looks at, inclusive; null: open. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

/** Where a keyset scan stopped: the last row read, in (date, id) order. */
export interface ScanCursor {
  date: string;
  id: string;
}

/** The group's transactions the rules examine: neither transfers between accounts nor settlements. */
function examined(db: Db, groupId: string, range: DateRange) {
  let query = db
    .selectFrom('transactions')
    .where('group_id', '=', groupId)
    .where('transaction_type', '<>', TransactionType.Transfer)
    .where('to_money_account_id', 'is', null);
  if (range.from) query = query.where('date', '>=', range.from);
  if (range.to) query = query.where('date', '<=', range.to);
  return query;
}

export async function countExamined(db: Db, groupId: string, range: DateRange) {
  const row = await examined(db, groupId, range)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The next `limit` rows after `after`, in (date, id) order, off the (group, date, id) index. */
export async function examinedAfter(
  db: Db,
  groupId: string,
  range: DateRange,
  after: ScanCursor | null,
  limit: number,
): Promise<TransactionRow[]> {
  let query = examined(db, groupId, range);
  if (after) {
    query = query.where((eb) => eb(eb.refTuple('date', 'id'), '>', eb.tuple(after.date, after.id)));
  }
  return query.select(COLUMNS).orderBy('date').orderBy('id').limit(limit).execute();
}

export async function transactionsByIds(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('transactions').select(COLUMNS).where('id', 'in', ids).execute();
}

/** The file each of the group's imports came from, by import id. */
export async function importFileNames(db: Db, groupId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('import_batches')
    .select(['id', 'file_name'])
    .where('group_id', '=', groupId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.file_name]));
}

/** The category links (with parts) of the transactions, by transaction. */
export async function categoryLinksOf(db: Db, ids: readonly string[]) {
  const byId = new Map<string, LinkRead[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('transaction_categories')
    .select(['transaction_id', 'category_id', 'amount'])
    .where('transaction_id', 'in', ids)
    .execute();
  for (const row of rows) {
    const links = byId.get(row.transaction_id) ?? [];
    links.push({ category_id: row.category_id, amount: row.amount });
    byId.set(row.transaction_id, links);
  }
  return byId;
}

/** The tag ids of the transactions, by transaction. */
export async function tagsOf(db: Db, ids: readonly string[]) {
  const byId = new Map<string, string[]>();
  if (ids.length === 0) return byId;
  const rows = await db
    .selectFrom('transaction_tags')
    .select(['transaction_id', 'tag_id'])
    .where('transaction_id', 'in', ids)
    .execute();
  for (const row of rows) {
    const tags = byId.get(row.transaction_id) ?? [];
    tags.push(row.tag_id);
    byId.set(row.transaction_id, tags);
  }
  return byId;
}

/** The ids of the group's categories and tags now. */
export async function groupCatalog(db: Db, groupId: string) {
  const [categories, tags] = await Promise.all([
    db.selectFrom('categories').select('id').where('group_id', '=', groupId).execute(),
    db.selectFrom('tags').select('id').where('group_id', '=', groupId).execute(),
  ]);
  return {
    categories: new Set(categories.map((row) => row.id)),
    tags: new Set(tags.map((row) => row.id)),
  };
}

export async function insertRun(trx: Trx, row: Insertable<RuleRunsTable>): Promise<void> {
  await trx.insertInto('rule_runs').values(row).execute();
}

export async function setChangedCount(trx: Trx, runId: string, count: number): Promise<void> {
  await trx
    .updateTable('rule_runs')
    .set({ changed_count: count })
    .where('id', '=', runId)
    .execute();
}

export async function insertBeforeStates(
  trx: Trx,
  runId: string,
  states: readonly { transactionId: string; before: string }[],
): Promise<void> {
  for (let i = 0; i < states.length; i += BATCH) {
    const values = states.slice(i, i + BATCH).map((state) => ({
      run_id: runId,
      transaction_id: state.transactionId,
      before: state.before,
    }));
    await trx.insertInto('rule_run_transactions').values(values).execute();
  }
}

/** The next `limit` before-states of a run after transaction `afterId`, by transaction id. */
export async function beforeStatesAfter(trx: Trx, runId: string, afterId: string, limit: number) {
  return trx
    .selectFrom('rule_run_transactions')
    .select(['transaction_id', 'before'])
    .where('run_id', '=', runId)
    .where('transaction_id', '>', afterId)
    .orderBy('transaction_id')
    .limit(limit)
    .execute();
}

const runColumns = (db: Db) =>
  db
    .selectFrom('rule_runs as r')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .selectAll('r')
    .select(['u.email', 'u.username', 'u.first_name', 'u.last_name']);

export async function listRuns(db: Db, groupId: string) {
  return runColumns(db)
    .where('r.group_id', '=', groupId)
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .execute();
}

export async function findRun(db: Db, runId: string) {
  return runColumns(db).where('r.id', '=', runId).executeTakeFirst();
}

export async function groupOfRun(db: Db, runId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('rule_runs')
    .select('group_id')
    .where('id', '=', runId)
    .executeTakeFirst();
  return row?.group_id;
}

export async function markUndone(trx: Trx, runId: string, at: string): Promise<void> {
  await trx.updateTable('rule_runs').set({ undone_at: at }).where('id', '=', runId).execute();
}

/** Replaces the category links of the transactions with `links`. */
export async function replaceCategoryLinks(
  trx: Trx,
  ids: readonly string[],
  links: readonly { transaction_id: string; category_id: string; amount: number | null }[],
) {
  for (let i = 0; i < ids.length; i += BATCH) {
    await trx
      .deleteFrom('transaction_categories')
      .where('transaction_id', 'in', ids.slice(i, i + BATCH))
      .execute();
  }
  for (let i = 0; i < links.length; i += BATCH)
    await trx
      .insertInto('transaction_categories')
      .values(links.slice(i, i + BATCH))
      .execute();
}

/** Removes these tag links: per tag, its transactions in batches. */
export async function dropTagLinks(
  trx: Trx,
  drops: readonly { transaction_id: string; tag_id: string }[],
) {
  const byTag = new Map<string, string[]>();
  for (const { transaction_id, tag_id } of drops) {
    const ids = byTag.get(tag_id) ?? [];
    ids.push(transaction_id);
    byTag.set(tag_id, ids);
  }
  for (const [tagId, ids] of byTag) {
    for (let i = 0; i < ids.length; i += BATCH) {
      await trx
        .deleteFrom('transaction_tags')
        .where('tag_id', '=', tagId)
        .where('transaction_id', 'in', ids.slice(i, i + BATCH))
        .execute();
    }
  }
}

/** The group's members now, every role. */
export async function groupMembers(db: Db, groupId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}
