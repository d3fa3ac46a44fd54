import { TransactionType } from '@budget/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The groups with their time zone and the date of their latest transaction. */
export async function groupsWithLatest(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('groups as g')
    .select(['g.id', 'g.name', 'g.time_zone', 'g.created_at'])
    .select((eb) =>
      eb
        .selectFrom('transactions as t')
        .select((inner) => inner.fn.max('t.date').as('latest'))
        .whereRef('t.group_id', '=', 'g.id')
        .as('latest'),
    )
    .where('g.id', 'in', groupIds)
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id')
    .execute();
}

/** Running totals of the groups: count and signed sum per type and currency. */
export async function totalsOf(db: Db, groupIds: string[]) {
  if (groupIds.length === 0) return [];
  return db
    .selectFrom('transaction_totals')
    .select(['group_id', 'transaction_type', 'currency', 'transaction_count', 'amount'])
    .where('group_id', 'in', groupIds)
    .where('transaction_type', 'in', [TransactionType.Expense, TransactionType.Income])
    .execute();
}
