import type { Kysely, Transaction } from 'kysely';
import type { Database, MemberDaySumsTable } from '../../db/schema.ts';
import type { DayRange } from './report-range.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Signed as the write path keeps them: money out of the member's hands is positive. */
export type MemberSumRow = Omit<MemberDaySumsTable, 'group_id'>;

/**
 * What each member paid and owes per type, currency and day within the range, from the write
 * path's `member_day_sums`, the groups summed in the database (a member of two groups is one
 * row per day). Days whose sums came back to zero (every transaction gone again) are left out.
 */
export async function memberSums(
  db: Db,
  groupIds: string[],
  range: DayRange,
  types: number[],
): Promise<MemberSumRow[]> {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('member_day_sums')
    .select((eb) => [
      'user_id',
      'transaction_type',
      'currency',
      'day',
      eb.fn.sum<number>('paid').as('paid'),
      eb.fn.sum<number>('share').as('share'),
    ])
    .where('group_id', 'in', groupIds)
    .where('transaction_type', 'in', types)
    .where('day', '>=', range.from)
    .where('day', '<=', range.to)
    .groupBy(['user_id', 'transaction_type', 'currency', 'day'])
    .having((eb) => eb.or([eb(eb.fn.sum('paid'), '<>', 0), eb(eb.fn.sum('share'), '<>', 0)]))
    .execute();
}

/**
 * The users the figures name (accounts deleted and purged are not found), and which of them are
 * still members of one of the groups.
 */
export async function peopleOf(db: Db, groupIds: string[], userIds: string[]) {
  if (userIds.length === 0 || groupIds.length === 0)
    return { users: [], current: new Set<string>() };
  const users = await db
    .selectFrom('users')
    .select(['id', 'email', 'username', 'first_name', 'last_name'])
    .where('id', 'in', userIds)
    .execute();
  const members = await db
    .selectFrom('group_members')
    .select('user_id')
    .distinct()
    .where('group_id', 'in', groupIds)
    .where('user_id', 'in', userIds)
    .execute();
  return { users, current: new Set(members.map((member) => member.user_id)) };
}
