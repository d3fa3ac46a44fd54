import type { Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { BudgetsTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type BudgetRow = Selectable<BudgetsTable>;

export async function listBudgets(db: Db, groupIds: string[]): Promise<BudgetRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('budgets')
    .selectAll()
    .where('group_id', 'in', groupIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function findBudget(db: Db, id: string): Promise<BudgetRow | undefined> {
  return db.selectFrom('budgets').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function categoriesOf(db: Db, budgetIds: string[]) {
  if (budgetIds.length === 0) return [];
  return db
    .selectFrom('budget_categories')
    .innerJoin('categories', 'categories.id', 'budget_categories.category_id')
    .select(['budget_categories.budget_id', 'categories.id', 'categories.name'])
    .where('budget_categories.budget_id', 'in', budgetIds)
    .orderBy('categories.name_normalized')
    .execute();
}

export async function insertBudget(db: Db, row: BudgetRow): Promise<void> {
  await db.insertInto('budgets').values(row).execute();
}

export async function updateBudget(db: Db, id: string, changes: Updateable<BudgetsTable>) {
  await db.updateTable('budgets').set(changes).where('id', '=', id).execute();
}

export async function deleteBudget(db: Db, id: string): Promise<void> {
  await db.deleteFrom('budgets').where('id', '=', id).execute();
}

export async function setCategories(db: Db, budgetId: string, categoryIds: string[]) {
  await db.deleteFrom('budget_categories').where('budget_id', '=', budgetId).execute();
  if (categoryIds.length === 0) return;
  await db
    .insertInto('budget_categories')
    .values(categoryIds.map((category_id) => ({ budget_id: budgetId, category_id })))
    .execute();
}

/** Budgets whose rules name the category (their spend changes when it goes). */
export async function budgetsWithCategory(db: Db, categoryId: string) {
  return db
    .selectFrom('budgets')
    .innerJoin('budget_categories', 'budget_categories.budget_id', 'budgets.id')
    .selectAll('budgets')
    .where('budget_categories.category_id', '=', categoryId)
    .execute();
}
