import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Trx } from './group-lock.ts';

/**
 * The group's current members (every role, with the role) and how it shares by default (the
 * default split as JSON, who an equal split is among, whether incomes are shared): one statement.
 */
export async function groupSharing(trx: Trx | Kysely<Database>, groupId: string) {
  const rows = await trx
    .selectFrom('groups as g')
    .leftJoin('group_members as m', 'm.group_id', 'g.id')
    .select(['g.default_split', 'g.equal_among', 'g.split_incomes', 'm.user_id', 'm.role'])
    .where('g.id', '=', groupId)
    .execute();
  const first = rows[0];
  return {
    members: rows.flatMap((row) =>
      row.user_id ? [{ userId: row.user_id, role: Number(row.role) }] : [],
    ),
    defaultSplit: first?.default_split ?? null,
    equalAmongEveryone: first?.equal_among === 'everyone',
    splitIncomes: Number(first?.split_incomes ?? 0) === 1,
  };
}
