import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { BudgetsTable, CategoriesTable, Database, GroupsTable } from '../../db/schema.ts';
import type { Statement } from './derived.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

/**
 * Takes the group's write lock and reads the user's role in it and the stamp of the last rates
 * import (the rates the write converts with), in one statement. On
 * PostgreSQL the lock is the group row FOR UPDATE (held to the end of the transaction; the
 * strongest row lock, so deleting the group later needs no upgrade); on SQLite the transaction
 * already holds the database's write lock (BEGIN IMMEDIATE). Undefined: the group is gone.
 */
export async function lockGroup(trx: Trx, groupId: string, userId: string | null) {
  let query = trx
    .selectFrom('groups as g')
    .leftJoin('group_members as m', (join) =>
      join.onRef('m.group_id', '=', 'g.id').on('m.user_id', '=', userId ?? ''),
    )
    .select(['g.id', 'g.rules_version', 'm.role'])
    .select((eb) =>
      eb
        .selectFrom('exchange_rates')
        .select((rates) => rates.fn.max('imported_at').as('stamp'))
        .as('rates_stamp'),
    )
    .where('g.id', '=', groupId);
  if (isPostgres(trx)) query = query.forUpdate('g');
  const row = await query.executeTakeFirst();
  if (!row) return undefined;
  return {
    role: row.role === null ? undefined : Number(row.role),
    rulesVersion: Number(row.rules_version),
    ratesStamp: row.rates_stamp ?? null,
  };
}

/** Marks the groups' data (and their budget rules) as changed, in the write that changed them. */
export function bumpVersions(groupIds: string[], rulesChanged: boolean): Statement {
  const rules = rulesChanged ? sql`, rules_version = rules_version + 1` : sql``;
  return {
    query: sql`update groups set data_version = data_version + 1${rules}
      where id in (${sql.join(groupIds)})`,
    parameters: groupIds.length,
  };
}

export async function allGroupIds(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('groups').select('id').orderBy('id').execute();
  return rows.map((row) => row.id);
}

export async function updateGroup(trx: Trx, groupId: string, changes: Updateable<GroupsTable>) {
  await trx.updateTable('groups').set(changes).where('id', '=', groupId).execute();
}

/** Everything of the group goes with it by cascade. */
export async function deleteGroup(trx: Trx, groupId: string): Promise<void> {
  await trx.deleteFrom('groups').where('id', '=', groupId).execute();
}

/** The ids among `ids` that are categories of the group. */
export async function categoryIdsInGroup(trx: Trx, groupId: string, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await trx
    .selectFrom('categories')
    .select('id')
    .where('group_id', '=', groupId)
    .where('id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function groupOfCategory(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('categories')
    .select('group_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.group_id;
}

/** The group's category of this (normalised) name, if it has one. */
export async function categoryIdByName(trx: Trx, groupId: string, normalized: string) {
  const row = await trx
    .selectFrom('categories')
    .select('id')
    .where('group_id', '=', groupId)
    .where('name_normalized', '=', normalized)
    .executeTakeFirst();
  return row?.id;
}

export async function insertCategory(trx: Trx, row: Selectable<CategoriesTable>): Promise<void> {
  await trx.insertInto('categories').values(row).execute();
}

export async function updateCategory(
  trx: Trx,
  id: string,
  changes: Updateable<CategoriesTable>,
): Promise<void> {
  await trx.updateTable('categories').set(changes).where('id', '=', id).execute();
}

/** Links from transactions and budgets go with it by cascade; the transactions stay. */
export async function deleteCategory(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('categories').where('id', '=', id).execute();
}

/** Budgets whose rules name the category. */
export async function budgetIdsNamingCategory(trx: Trx, categoryId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('budget_categories')
    .select('budget_id')
    .where('category_id', '=', categoryId)
    .execute();
  return rows.map((row) => row.budget_id);
}

export type BudgetRow = Selectable<BudgetsTable>;

export async function groupOfBudget(db: Db, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('budgets')
    .select('group_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.group_id;
}

export async function findBudget(trx: Trx, id: string) {
  const row = await trx.selectFrom('budgets').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const links = await trx
    .selectFrom('budget_categories')
    .select('category_id')
    .where('budget_id', '=', id)
    .execute();
  return { row, categoryIds: links.map((link) => link.category_id) };
}

export async function insertBudget(trx: Trx, row: BudgetRow): Promise<void> {
  await trx.insertInto('budgets').values(row).execute();
}

export async function updateBudget(trx: Trx, id: string, changes: Updateable<BudgetsTable>) {
  await trx.updateTable('budgets').set(changes).where('id', '=', id).execute();
}

export async function deleteBudget(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('budgets').where('id', '=', id).execute();
}

export async function setBudgetCategories(trx: Trx, budgetId: string, categoryIds: string[]) {
  await trx.deleteFrom('budget_categories').where('budget_id', '=', budgetId).execute();
  if (categoryIds.length === 0) return;
  await trx
    .insertInto('budget_categories')
    .values(categoryIds.map((category_id) => ({ budget_id: budgetId, category_id })))
    .execute();
}
