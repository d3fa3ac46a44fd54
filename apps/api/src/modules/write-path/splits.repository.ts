import type { Trx } from './group-lock.ts';

/** The group's current members (every role) and its default split (JSON), in one statement. */
export async function groupSharing(trx: Trx, groupId: string) {
  const rows = await trx
    .selectFrom('groups as g')
    .leftJoin('group_members as m', 'm.group_id', 'g.id')
    .select(['g.default_split', 'm.user_id'])
    .where('g.id', '=', groupId)
    .execute();
  return {
    memberIds: rows.flatMap((row) => (row.user_id ? [row.user_id] : [])),
    defaultSplit: rows[0]?.default_split ?? null,
  };
}
