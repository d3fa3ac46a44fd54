import { sql, type Expression, type Kysely, type SqlBool, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import { anyText, prepared } from '../../db/prepared.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** An account a statement is read for: what its running balance starts from. */
export interface StatementAccount {
  id: string;
  currency: number;
  opening_balance: number;
  opening_date: string;
}

/**
 * What the account holds in its currency before `first` (the row whose `day` is null) and on
 * each day from `first` to `last` (the write path's day sums), in one statement. Before `first`
 * is its days before, summed, when `first` is in the older half of its history (from its opening
 * date to `today`); else its total (money_account_totals) less its days from `first` on, so a
 * recent page reads few days.
 */
export async function balanceDays(
  db: Db,
  account: StatementAccount,
  { first, last, today }: { first: string; last: string; today: string },
) {
  const recent = Date.parse(first) * 2 >= Date.parse(account.opening_date) + Date.parse(today);
  return (recent ? recentDays : olderDays)(db, account.id, account.currency, first, last);
}

/**
 * `balanceDays`' statement, for a page in the recent (`recent`) or older half of the account's
 * history: prepared, so it is compiled once and, on PostgreSQL, planned once per connection.
 */
const daysOfStatement = (recent: boolean) =>
  prepared((db, accountId: string, currency: number, first: string, last: string) => {
    const sums = db
      .selectFrom('money_account_day_sums')
      .where('money_account_id', '=', accountId)
      .where('currency', '=', currency);
    const total = db
      .selectFrom('money_account_totals')
      .select('amount')
      .where('money_account_id', '=', accountId)
      .where('currency', '=', currency);
    const before = sums
      .select([
        sql<string | null>`null`.as('day'),
        recent
          ? sql<number>`coalesce((${total}), 0) - coalesce(sum(amount), 0)`.as('amount')
          : sql<number>`coalesce(sum(amount), 0)`.as('amount'),
      ])
      .where('day', recent ? '>=' : '<', first);
    return sums
      .select([sql<string | null>`day`.as('day'), 'amount'])
      .where('day', '>=', first)
      .where('day', '<=', last)
      .unionAll(before);
  });
const recentDays = daysOfStatement(true);
const olderDays = daysOfStatement(false);

/** Every transaction touching the account on some days (any filter aside), either side. */
function rowsTouching(
  db: Db,
  onDays: (column: 'money_account_id' | 'to_money_account_id') => Expression<SqlBool>,
) {
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
    .where((eb) => eb.or([onDays('money_account_id'), onDays('to_money_account_id')]));
}

/** PostgreSQL: one prepared statement for any page's days (`anyText`). */
const rowsOnDaysOf = prepared((db, accountId: string, days: string[]) =>
  rowsTouching(
    db,
    (column) => sql<SqlBool>`(${sql.ref(column)} = ${accountId} and ${anyText('date', days)})`,
  ),
);

/** Every transaction touching the account on these days (any filter aside), either side. */
export async function rowsOnDays(db: Db, accountId: string, days: string[]) {
  if (days.length === 0) return [];
  if (isPostgres(db)) return rowsOnDaysOf(db, accountId, days);
  return rowsTouching(
    db,
    (column) => sql<SqlBool>`(${sql.ref(column)} = ${accountId} and date in (${sql.join(days)}))`,
  ).execute();
}

/** PostgreSQL: one prepared statement for any lists of groups and accounts (`anyText`). */
const accountsOf = prepared((db, groupIds: string[], accountIds: string[]) =>
  db
    .selectFrom('money_accounts')
    .select(['id', 'currency', 'opening_balance', 'opening_date'])
    .where(anyText('group_id', groupIds))
    .where(anyText('id', accountIds)),
);

/** Which of `accountIds` are money accounts of the groups, with what a statement starts from. */
export async function readableAccounts(
  db: Db,
  groupIds: string[],
  accountIds: string[],
): Promise<StatementAccount[]> {
  if (groupIds.length === 0 || accountIds.length === 0) return [];
  const rows = isPostgres(db)
    ? await accountsOf(db, groupIds, accountIds)
    : await db
        .selectFrom('money_accounts')
        .select(['id', 'currency', 'opening_balance', 'opening_date'])
        .where('group_id', 'in', groupIds)
        .where('id', 'in', accountIds)
        .execute();
  return rows.map((row) => ({
    id: row.id,
    currency: Number(row.currency),
    opening_balance: Number(row.opening_balance),
    opening_date: row.opening_date,
  }));
}
