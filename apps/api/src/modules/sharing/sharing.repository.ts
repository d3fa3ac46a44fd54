import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** What each member paid and owes per transaction type, currency and day (the write path's rows). */
export async function memberDaySums(db: Db, groupId: string) {
  return db
    .selectFrom('member_day_sums')
    .select(['user_id', 'transaction_type', 'currency', 'day', 'paid', 'share'])
    .where('group_id', '=', groupId)
    .execute();
}

/** Current members with their names, and every other user the sums name (former members). */
export async function peopleOf(db: Db, groupId: string, userIds: string[]) {
  const members = await db
    .selectFrom('group_members')
    .innerJoin('users', 'users.id', 'group_members.user_id')
    .select(['users.id', 'users.email', 'users.username', 'users.first_name', 'users.last_name'])
    .where('group_members.group_id', '=', groupId)
    .orderBy('group_members.joined_at')
    .execute();
  const known = new Set(members.map((member) => member.id));
  const others = userIds.filter((id) => !known.has(id));
  const former =
    others.length === 0
      ? []
      : await db
          .selectFrom('users')
          .select(['id', 'email', 'username', 'first_name', 'last_name'])
          .where('id', 'in', others)
          .execute();
  return { members, former };
}

export async function sharingOf(db: Db, groupId: string) {
  return db
    .selectFrom('groups')
    .select(['settlement_currency', 'default_split', 'equal_among', 'split_incomes'])
    .where('id', '=', groupId)
    .executeTakeFirst();
}

/**
 * Group settings, not money: the write path's default split reads them under its lock. The data
 * version moves too, as the cached balances are given in the settlement currency.
 */
export async function setSharing(
  db: Db,
  groupId: string,
  settings: {
    settlementCurrency: number;
    defaultSplit: string | null;
    equalAmong?: string;
    splitIncomes?: boolean;
  },
) {
  await db
    .updateTable('groups')
    .set({
      settlement_currency: settings.settlementCurrency,
      default_split: settings.defaultSplit,
      ...(settings.equalAmong === undefined ? {} : { equal_among: settings.equalAmong }),
      ...(settings.splitIncomes === undefined
        ? {}
        : { split_incomes: settings.splitIncomes ? 1 : 0 }),
      updated_at: new Date().toISOString(),
      data_version: sql`data_version + 1`,
    })
    .where('id', '=', groupId)
    .execute();
}
