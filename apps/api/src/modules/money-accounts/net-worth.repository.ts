import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** The groups' money accounts, with what net worth reads of them. */
export async function accountsOfGroups(db: Kysely<Database>, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('money_accounts')
    .select(['id', 'group_id', 'kind', 'currency', 'opening_balance', 'opening_date'])
    .where('group_id', 'in', groupIds)
    .orderBy('id')
    .execute();
}

/** What each account of the groups holds per currency, from the totals the write path keeps. */
export async function accountSumsOfGroups(db: Kysely<Database>, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('money_account_totals')
    .select(['money_account_id', 'currency', 'amount'])
    .where('group_id', 'in', groupIds)
    .execute();
}

/**
 * What each account of the groups moved per currency and month up to `through`, months in
 * order: a history of ten years reads a few hundred rows per account.
 */
export async function accountMonthSumsOfGroups(
  db: Kysely<Database>,
  groupIds: readonly string[],
  through: string,
) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('money_account_day_sums')
    .select((eb) => [
      'money_account_id',
      'currency',
      sql<string>`substr(day, 1, 7)`.as('month'),
      eb.fn.sum<number>('amount').as('amount'),
    ])
    .where('group_id', 'in', groupIds)
    .where('day', '<=', through)
    .groupBy(['money_account_id', 'currency', 'month'])
    .orderBy('month')
    .execute();
}

export async function timeZonesOf(db: Kysely<Database>, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectFrom('groups')
    .select('time_zone')
    .where('id', 'in', groupIds)
    .execute();
  return rows.map((row) => row.time_zone);
}
