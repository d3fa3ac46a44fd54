import type { Trx } from './group-lock.ts';

/** The ids of the group's current members (every role). */
export async function memberIdsOf(trx: Trx, groupId: string): Promise<string[]> {
  const rows = await trx
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .execute();
  return rows.map((row) => row.user_id);
}

export async function groupSharing(trx: Trx, groupId: string) {
  return trx
    .selectFrom('groups')
    .select(['settlement_currency', 'default_split'])
    .where('id', '=', groupId)
    .executeTakeFirst();
}
