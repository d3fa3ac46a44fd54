import type { Kysely, Selectable, Transaction } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { CategoriesTable, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type CategoryRow = Selectable<CategoriesTable> & { group_name: string };

/** By name, not `categories.*` (rows of one shape on SQLite: transactions.repository.ts). */
const CATEGORY_COLUMNS = [
  'categories.id',
  'categories.group_id',
  'categories.name',
  'categories.name_normalized',
  'categories.description',
  'categories.created_at',
  'categories.updated_at',
  'groups.name as group_name',
] as const;

function selectCategories(db: Db) {
  return db
    .selectFrom('categories')
    .innerJoin('groups', 'groups.id', 'categories.group_id')
    .select(CATEGORY_COLUMNS);
}

export async function listCategories(db: Db, groupIds: string[]): Promise<CategoryRow[]> {
  if (groupIds.length === 0) return [];
  return selectCategories(db)
    .where('categories.group_id', 'in', groupIds)
    .orderBy('groups.name')
    .orderBy('categories.name_normalized')
    .orderBy('categories.id')
    .execute();
}

/** Categories of every group the user belongs to; membership is the join itself. */
export const listCategoriesOfMember = prepared((db, userId: string) =>
  db
    .selectFrom('categories')
    .innerJoin('groups', 'groups.id', 'categories.group_id')
    .innerJoin('group_members', 'group_members.group_id', 'categories.group_id')
    .select(CATEGORY_COLUMNS)
    .where('group_members.user_id', '=', userId)
    .orderBy('groups.name')
    .orderBy('categories.name_normalized')
    .orderBy('categories.id'),
);

export async function findCategory(db: Db, id: string): Promise<CategoryRow | undefined> {
  return selectCategories(db).where('categories.id', '=', id).executeTakeFirst();
}
