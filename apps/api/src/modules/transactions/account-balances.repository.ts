import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function accountOf(db: Db, id: string) {
  return db
    .selectFrom('money_accounts')
    .select(['currency', 'opening_balance', 'opening_date'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** What the account holds in the currency per day of a range (the write path's day sums). */
export async function daySums(
  db: Db,
  accountId: string,
  currency: number,
  from: string,
  to: string,
) {
  return db
    .selectFrom('money_account_day_sums')
    .select(['day', 'amount'])
    .where('money_account_id', '=', accountId)
    .where('currency', '=', currency)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
}

/**
 * What the account held in the currency before `day`: its days before, summed, when `day` is in
 * the older half of its history (from `openingDate` to `today`); else its total (the write
 * path's money_account_totals) less its days from `day` on, so a recent page reads few days.
 */
export async function sumBefore(
  db: Db,
  accountId: string,
  currency: number,
  day: string,
  { openingDate, today }: { openingDate: string; today: string },
) {
  const recent = Date.parse(day) * 2 >= Date.parse(openingDate) + Date.parse(today);
  const row = await db
    .selectFrom('money_account_day_sums')
    .select((eb) => [
      eb.fn.sum<number>('amount').as('amount'),
      // The total in the same statement: one round trip less on PostgreSQL.
      ...(recent
        ? [
            eb
              .selectFrom('money_account_totals')
              .select('amount')
              .where('money_account_id', '=', accountId)
              .where('currency', '=', currency)
              .as('total'),
          ]
        : []),
    ])
    .where('money_account_id', '=', accountId)
    .where('currency', '=', currency)
    .where('day', recent ? '>=' : '<', day)
    .executeTakeFirst();
  const days = Number(row?.amount ?? 0);
  if (!recent) return days;
  return Number((row as { total?: number | null } | undefined)?.total ?? 0) - days;
}

/** Every transaction touching the account on these days (any filter aside), either side. */
export async function rowsOnDays(db: Db, accountId: string, days: string[]) {
  if (days.length === 0) return [];
  return db
    .selectFrom('transactions')
    .select([
      'id',
      'group_id',
      'date',
      'transaction_type',
      'amount',
      'currency',
      'money_account_id',
      'to_money_account_id',
      'to_amount',
      'to_currency',
      'cleared',
      'to_cleared',
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb('money_account_id', '=', accountId), eb('date', 'in', days)]),
        eb.and([eb('to_money_account_id', '=', accountId), eb('date', 'in', days)]),
      ]),
    )
    .execute();
}

/** Which of `accountIds` are money accounts of the groups. */
export async function readableAccounts(db: Db, groupIds: string[], accountIds: string[]) {
  if (groupIds.length === 0 || accountIds.length === 0) return [];
  const rows = await db
    .selectFrom('money_accounts')
    .select('id')
    .where('group_id', 'in', groupIds)
    .where('id', 'in', accountIds)
    .execute();
  return rows.map((row) => row.id);
}
