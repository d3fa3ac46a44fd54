import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Trx = Transaction<Database>;

/** A group's named things whose names are unique per group by `nameKey`. */
type NamedTable = 'categories' | 'tags' | 'rules' | 'money_accounts';

/** The item's group when it is one of `groupId`'s; undefined when it is not (or is gone). */
export async function groupOfItem(db: Db, table: NamedTable, groupId: string, id: string) {
  const row = await db
    .selectFrom(table)
    .select('group_id')
    .where('id', '=', id)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  return row?.group_id;
}

/** Whether another item of the group already has the name (compared by its key). */
export async function nameTaken(
  trx: Trx,
  table: NamedTable,
  groupId: string,
  normalized: string,
  exceptId: string | null,
): Promise<boolean> {
  let query = trx
    .selectFrom(table)
    .select('id')
    .where('group_id', '=', groupId)
    .where('name_normalized', '=', normalized);
  if (exceptId !== null) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}
