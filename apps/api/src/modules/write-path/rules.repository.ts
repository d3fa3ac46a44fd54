import type { Insertable, Transaction, Updateable } from 'kysely';
import type { Database, RulesTable } from '../../db/schema.ts';

type Trx = Transaction<Database>;

/** The group's rules in their order, each with its stored position. */
export async function ruleOrder(trx: Trx, groupId: string) {
  const rows = await trx
    .selectFrom('rules')
    .select(['id', 'position'])
    .where('group_id', '=', groupId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, position: Number(row.position) }));
}

/** What a reference clean-up reads and rewrites: each rule's conditions, actions and whether it runs. */
export async function ruleReferences(trx: Trx, groupId: string) {
  return trx
    .selectFrom('rules')
    .select(['id', 'conditions', 'actions', 'enabled'])
    .where('group_id', '=', groupId)
    .execute();
}

/** The group's enabled rules in the order they run, as a scheduler pass compiles them. */
export async function enabledRuleRows(trx: Trx, groupId: string) {
  return trx
    .selectFrom('rules')
    .select(['id', 'name', 'match_mode', 'conditions', 'actions'])
    .where('group_id', '=', groupId)
    .where('enabled', '=', 1)
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export async function insertRule(trx: Trx, row: Insertable<RulesTable>): Promise<void> {
  await trx.insertInto('rules').values(row).execute();
}

export async function updateRule(trx: Trx, id: string, values: Updateable<RulesTable>) {
  await trx.updateTable('rules').set(values).where('id', '=', id).execute();
}

export async function deleteRule(trx: Trx, id: string): Promise<void> {
  await trx.deleteFrom('rules').where('id', '=', id).execute();
}

/** The ids of `ids` that are rows of `table` in the group. */
export async function idsInGroup(
  trx: Trx,
  table: 'categories' | 'tags' | 'money_accounts',
  groupId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await trx
    .selectFrom(table)
    .select('id')
    .where('group_id', '=', groupId)
    .where('id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function membersInGroup(trx: Trx, groupId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await trx
    .selectFrom('group_members')
    .select('user_id')
    .where('group_id', '=', groupId)
    .where('user_id', 'in', [...ids])
    .execute();
  return new Set(rows.map((row) => row.user_id));
}
