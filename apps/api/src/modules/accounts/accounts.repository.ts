import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The groups with their time zone and the date of their latest transaction. */
export async function groupsWithLatest(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return (
    db
      .selectFrom('groups as g')
      .select(['g.id', 'g.name', 'g.time_zone', 'g.created_at'])
      // The newest day of the day sums that still counts a transaction: a walk back from the end
      // of the group's key (the transactions' other indexes would tempt SQLite into a full scan).
      .select((eb) =>
        eb
          .selectFrom('money_day_sums as d')
          .select('d.day')
          .whereRef('d.group_id', '=', 'g.id')
          .where('d.category_id', '=', '*')
          .where('d.transaction_count', '>', 0)
          .orderBy('d.day', 'desc')
          .limit(1)
          .as('latest'),
      )
      .where('g.id', 'in', groupIds)
      .orderBy('g.created_at', 'desc')
      .orderBy('g.id')
      .execute()
  );
}

/** Running totals of the groups: count and signed sum per type (every type) and currency. */
export async function totalsOf(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('transaction_totals')
    .select(['group_id', 'transaction_type', 'currency', 'transaction_count', 'amount'])
    .where('group_id', 'in', groupIds)
    .execute();
}
