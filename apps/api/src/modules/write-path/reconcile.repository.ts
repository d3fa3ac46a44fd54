import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { notSettlement } from './account-sums.ts';
import type { Trx } from './group-lock.ts';
import type { MoneyAccountRow } from './money-accounts.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The account's balance and cleared balance at the end of `date` in its currency (minor units):
 * the opening balance plus the day sums up to it, read through their primary key.
 */
export async function balancesAt(db: Db, account: MoneyAccountRow, date: string) {
  const row = await db
    .selectFrom('money_account_day_sums')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('amount'),
      eb.fn.coalesce(eb.fn.sum<number>('cleared_amount'), sql<number>`0`).as('cleared'),
    ])
    .where('money_account_id', '=', account.id)
    .where('currency', '=', Number(account.currency))
    .where('day', '<=', date)
    .executeTakeFirst();
  const opening = Number(account.opening_balance);
  return {
    balance: opening + Number(row?.amount ?? 0),
    cleared: opening + Number(row?.cleared ?? 0),
  };
}

/** The transactions of `ids` in the group, with the columns of both of their sides. */
export async function rowsOfIds(trx: Trx, groupId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return trx
    .selectFrom('transactions')
    .select([
      'id',
      'group_id',
      'transaction_type',
      'amount',
      'currency',
      'date',
      'money_account_id',
      'to_money_account_id',
      'to_amount',
      'to_currency',
      'cleared',
      'reconciled',
      'to_cleared',
      'to_reconciled',
    ])
    .where('group_id', '=', groupId)
    .where('id', 'in', [...ids])
    .execute();
}

/** Sets one side's state on the rows of `ids` (reconciled only where given). */
export async function setSideState(
  trx: Trx,
  side: 'from' | 'to',
  ids: readonly string[],
  state: { cleared: number; reconciled?: number },
) {
  if (ids.length === 0) return;
  const [cleared, reconciled] =
    side === 'from'
      ? (['cleared', 'reconciled'] as const)
      : (['to_cleared', 'to_reconciled'] as const);
  await trx
    .updateTable('transactions')
    .set({
      [cleared]: state.cleared,
      ...(state.reconciled === undefined ? {} : { [reconciled]: state.reconciled }),
    })
    .where('id', 'in', [...ids])
    .execute();
}

/**
 * Locks the account's cleared sides on or before `date` in its own currency (the balance the
 * statement was compared with holds no other); how many it locked.
 */
export async function lockCleared(
  trx: Trx,
  account: { id: string; currency: number | string },
  date: string,
): Promise<number> {
  const currency = Number(account.currency);
  const from = await trx
    .updateTable('transactions')
    .set({ reconciled: 1 })
    .where('money_account_id', '=', account.id)
    .where(notSettlement)
    .where('currency', '=', currency)
    .where('date', '<=', date)
    .where('cleared', '=', 1)
    .where('reconciled', '=', 0)
    .executeTakeFirst();
  const to = await trx
    .updateTable('transactions')
    .set({ to_reconciled: 1 })
    .where('to_money_account_id', '=', account.id)
    .where('to_currency', '=', currency)
    .where('date', '<=', date)
    .where('to_cleared', '=', 1)
    .where('to_reconciled', '=', 0)
    .executeTakeFirst();
  return Number(from.numUpdatedRows) + Number(to.numUpdatedRows);
}
