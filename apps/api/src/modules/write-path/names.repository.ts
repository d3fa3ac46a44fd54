import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The group's named things whose names are unique per group by their key (`nameKey`). */
export type NamedTable = 'categories' | 'tags' | 'money_accounts';

/** Whether another row of the group's `table` has the name (compared by its key). */
export async function nameTaken(
  trx: Transaction<Database>,
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
