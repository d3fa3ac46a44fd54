import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The group's accounts: open ones first, each oldest first. */
export async function accountsOf(db: Db, groupId: string) {
  return db
    .selectFrom('money_accounts')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy((eb) => eb.case().when('closed_at', 'is', null).then(0).else(1).end())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/**
 * What each account of the group holds per currency, from the write path's day sums: the
 * transactions touching it, their amounts in it and the last day one of them falls on.
 */
export async function sumsOf(db: Db, groupId: string) {
  return db
    .selectFrom('money_account_day_sums')
    .select((eb) => [
      'money_account_id',
      'currency',
      eb.fn.sum<number>('transaction_count').as('count'),
      eb.fn.sum<number>('amount').as('amount'),
      eb.fn
        .max(eb.case().when('transaction_count', '>', 0).then(eb.ref('day')).end())
        .as('last_day'),
    ])
    .where('group_id', '=', groupId)
    .groupBy(['money_account_id', 'currency'])
    .execute();
}
