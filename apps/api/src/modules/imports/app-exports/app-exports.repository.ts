import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { GroupAccount } from './app-accounts.ts';

type Db = Kysely<Database>;

/** The group's open money accounts, by whose names an app's accounts are matched. */
export async function groupAccounts(db: Db, groupId: string): Promise<GroupAccount[]> {
  const rows = await db
    .selectFrom('money_accounts')
    .select(['id', 'name', 'currency'])
    .where('group_id', '=', groupId)
    .where('closed_at', 'is', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, currency: Number(row.currency) }));
}

/** The group's tags' ids by their normalised names. */
export async function tagsByName(db: Db, groupId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('tags')
    .select(['id', 'name_normalized'])
    .where('group_id', '=', groupId)
    .execute();
  return new Map(rows.map((tag) => [tag.name_normalized, tag.id]));
}
