import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The rows after the last one read, in (column, id) order: a batch's cursor. */
const following = (column: 'date' | 'created_at', value: string, id: string) =>
  sql<SqlBool>`(${sql.ref(column)}, id) > (${value}, ${id})`;

export async function groupOf(db: Db, groupId: string) {
  return db
    .selectFrom('groups')
    .select([
      'name',
      'description',
      'time_zone',
      'equal_among',
      'split_incomes',
      'settlement_currency',
    ])
    .where('id', '=', groupId)
    .executeTakeFirst();
}

export async function categoriesOfGroup(db: Db, groupId: string) {
  return db
    .selectFrom('categories')
    .select(['id', 'name', 'description'])
    .where('group_id', '=', groupId)
    .orderBy('name_normalized')
    .orderBy('id')
    .execute();
}

export async function tagsOfGroup(db: Db, groupId: string) {
  return db
    .selectFrom('tags')
    .select(['id', 'name'])
    .where('group_id', '=', groupId)
    .orderBy('name_normalized')
    .orderBy('id')
    .execute();
}

/** The group's rules in the order they run. */
export async function rulesOfGroup(db: Db, groupId: string) {
  return db
    .selectFrom('rules')
    .select(['name', 'enabled', 'match_mode', 'conditions', 'actions'])
    .where('group_id', '=', groupId)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function budgetsOfGroup(db: Db, groupId: string) {
  const budgets = await db
    .selectFrom('budgets')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const links =
    budgets.length === 0
      ? []
      : await db
          .selectFrom('budget_categories')
          .select(['budget_id', 'category_id'])
          .where(
            'budget_id',
            'in',
            budgets.map((budget) => budget.id),
          )
          .execute();
  return budgets.map((budget) => ({
    ...budget,
    categoryIds: links.filter((l) => l.budget_id === budget.id).map((l) => l.category_id),
  }));
}

/** The group's transactions oldest first, a batch after the last one read (date, then id). */
export async function transactionBatch(
  db: Db,
  groupId: string,
  limit: number,
  after?: { date: string; id: string },
) {
  let query = db
    .selectFrom('transactions')
    .select([
      'id',
      'transaction_type',
      'name',
      'description',
      'date',
      'amount',
      'currency',
      'category_ids',
      'recurring',
      'recurring_period',
      'end_date',
      'series_id',
      'occurrence_date',
      'import_batch_id',
      'bank_id',
      'money_account_id',
      'cleared',
      'reconciled',
      'attachment_count',
      // Its tags' ids, as categories are kept on the row (string_agg: SQLite 3.44 and on).
      sql<string>`coalesce((select string_agg(tt.tag_id, ',') from transaction_tags tt
        where tt.transaction_id = transactions.id), '')`.as('tag_ids'),
    ])
    .where('group_id', '=', groupId);
  if (after) query = query.where(following('date', after.date, after.id));
  return query.orderBy('date').orderBy('id').limit(limit).execute();
}

/** The group's recurring series, a batch after the last one read (by id). */
export async function seriesBatch(db: Db, groupId: string, limit: number, after?: { id: string }) {
  let query = db.selectFrom('recurring_series').selectAll().where('group_id', '=', groupId);
  if (after) query = query.where('id', '>', after.id);
  return query.orderBy('id').limit(limit).execute();
}

/** The group's imports oldest first, a batch after the last one read (when made, then id). */
export async function importsBatch(
  db: Db,
  groupId: string,
  limit: number,
  after?: { created_at: string; id: string },
) {
  let query = db.selectFrom('import_batches').selectAll().where('group_id', '=', groupId);
  if (after) query = query.where(following('created_at', after.created_at, after.id));
  return query.orderBy('created_at').orderBy('id').limit(limit).execute();
}

/** The group's transfers between accounts, oldest first, a batch after the last one read. */
export async function transfersBatch(
  db: Db,
  groupId: string,
  limit: number,
  after?: { date: string; id: string },
) {
  let query = db
    .selectFrom('transactions')
    .select([
      'id',
      'name',
      'description',
      'date',
      'amount',
      'money_account_id',
      'to_money_account_id',
      'to_amount',
      'cleared',
      'reconciled',
      'to_cleared',
      'to_reconciled',
    ])
    .where('group_id', '=', groupId)
    .where('to_money_account_id', 'is not', null);
  if (after) query = query.where(following('date', after.date, after.id));
  return query.orderBy('date').orderBy('id').limit(limit).execute();
}

/** The group's money accounts, oldest first (the first open one is the default). */
export async function accountsOfGroup(db: Db, groupId: string) {
  return db
    .selectFrom('money_accounts')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function checkpointsOfGroup(db: Db, groupId: string) {
  return db
    .selectFrom('money_account_checkpoints')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy('date')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
