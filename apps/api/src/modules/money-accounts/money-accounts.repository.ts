import { sql, type Kysely, type Transaction } from 'kysely';
import { prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The group's accounts: open ones first, each oldest first. */
export const accountsOf = prepared((db, groupId: string) =>
  db
    .selectFrom('money_accounts')
    .selectAll()
    .where('group_id', '=', groupId)
    .orderBy((eb) => eb.case().when('closed_at', 'is', null).then(0).else(1).end())
    .orderBy('created_at')
    .orderBy('id'),
);

/**
 * What each account of the group holds per currency, from the totals the write path keeps: the
 * transactions touching it, their amounts in it, and the last day one of them falls on (read
 * backwards off the day sums' key, so it stops at the first day holding any).
 */
export async function sumsOf(db: Db, groupId: string) {
  return db
    .selectFrom('money_account_totals as t')
    .select((eb) => [
      't.money_account_id',
      't.currency',
      't.transaction_count as count',
      't.amount',
      't.cleared_amount',
      eb
        .selectFrom('money_account_day_sums as s')
        .select('s.day')
        .whereRef('s.money_account_id', '=', 't.money_account_id')
        .whereRef('s.currency', '=', 't.currency')
        .where('s.transaction_count', '>', 0)
        .orderBy('s.day', 'desc')
        .limit(1)
        .as('last_day'),
    ])
    .where('t.group_id', '=', groupId)
    .execute();
}

/** What one account moved in its currency after `since`, per month and after `today` ('~'). */
const yearSumsOfAccount = prepared(
  (db, accountId: string, currency: number, since: string, today: string) =>
    db
      .selectFrom('money_account_day_sums')
      .select((eb) => [
        sql<string>`case when day > ${today} then '~' else substr(day, 1, 7) end`.as('period'),
        eb.fn.sum<number | string>('amount').as('amount'),
      ])
      .where('money_account_id', '=', accountId)
      .where('currency', '=', currency)
      .where('day', '>', since)
      .groupBy('period'),
);

/**
 * What each account moved in its own currency after `since`, per month, and after `today` as
 * '~': its balance over the last year (docs/decisions.md, 'Money accounts'). One statement per
 * account through the day sums' primary key (account, currency, day), so it costs the year's
 * rows, not the whole history's: joined in one statement, PostgreSQL hashed every account's day
 * sums, and as a union of the accounts it started parallel workers, 40-60 ms each time
 * (docs/performance.md, 'Money accounts').
 */
export async function yearSumsOf(
  db: Db,
  accounts: readonly { id: string; currency: number }[],
  since: string,
  today: string,
) {
  const found: { money_account_id: string; period: string; amount: number | string }[] = [];
  for (const account of accounts) {
    const rows = await yearSumsOfAccount(db, account.id, account.currency, since, today);
    found.push(...rows.map((row) => ({ money_account_id: account.id, ...row })));
  }
  return found;
}

const timeZoneRow = prepared((db, groupId: string) =>
  db.selectFrom('groups').select('time_zone').where('id', '=', groupId),
);

export async function timeZoneOf(db: Db, groupId: string): Promise<string | null> {
  const [row] = await timeZoneRow(db, groupId);
  return row?.time_zone ?? null;
}

/**
 * The group's checkpoints, latest first, each with the account's balance at the end of its day
 * in the account's currency: the opening balance plus its total less the day sums after the
 * checkpoint's day (a bank file's is recent: few days to read), through the day sums' primary
 * key (account, currency, day).
 */
export async function checkpointsOf(db: Db, groupId: string) {
  const found = await sql<{
    money_account_id: string;
    date: string;
    balance: number | string;
    source: string;
    account_balance: number | string;
    reconciled_at: string | null;
  }>`
    select c.money_account_id, c.date, c.balance, c.source, c.reconciled_at,
      a.opening_balance + coalesce(t.amount, 0) - coalesce((
        select sum(s.amount) from money_account_day_sums s
        where s.money_account_id = c.money_account_id and s.currency = a.currency
          and s.day > c.date), 0) as account_balance
    from money_account_checkpoints c
    join money_accounts a on a.id = c.money_account_id
    left join money_account_totals t
      on t.money_account_id = c.money_account_id and t.currency = a.currency
    where c.group_id = ${groupId}
    order by c.date desc, c.created_at desc, c.id desc`.execute(db);
  return found.rows;
}
