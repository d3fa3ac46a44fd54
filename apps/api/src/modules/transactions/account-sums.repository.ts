import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { FIRST_DAY, LAST_DAY } from '../reports/report-range.ts';
import type { DaySum } from './transaction-sums.repository.ts';
import { amountInCategories } from './category-part-sums.ts';
import type { ListFilter } from './list-filter.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The one account of a list narrowed by nothing but the account and dates (an account's
 * statement), whose count and sums the account's day sums hold; else null.
 */
export function statementAccount(filter: ListFilter): string | null {
  const [only, ...more] = filter.moneyAccountIds ?? [];
  const narrowed =
    Boolean(filter.text) ||
    filter.amounts !== undefined ||
    Boolean(filter.categoryIds?.length) ||
    Boolean(filter.tagIds?.length) ||
    filter.transactionType !== undefined;
  return only !== undefined && more.length === 0 && !narrowed ? only : null;
}

/**
 * An account's count and what it moved there per currency over the filter's dates, from what
 * the write path keeps: its totals without dates, else its day sums (a few thousand rows for ten
 * years, not the account's rows). With `convertTo`, the other currencies' sums come per day
 * (their `date`, unique in the day sums' key) for the converted total to convert each at its
 * rates.
 */
export async function accountDaySums(
  db: Db,
  filter: ListFilter,
  accountId: string,
  convertTo: number | null,
): Promise<DaySum[]> {
  const groups = sql.join(filter.groupIds);
  if (!filter.from && !filter.to && convertTo === null) {
    const { rows } = await sql<DaySum>`
      select currency, '' as date, transaction_count as count, amount from money_account_totals
      where money_account_id = ${accountId} and group_id in (${groups})`.execute(db);
    return rows;
  }
  const where = sql`money_account_id = ${accountId} and group_id in (${groups})
    and day >= ${filter.from ?? FIRST_DAY} and day <= ${filter.to ?? LAST_DAY}`;
  const currencies = convertTo === null ? sql`` : sql`and currency = ${convertTo}`;
  const { rows } = await sql<DaySum>`
    select currency, '' as date, sum(transaction_count) as count, sum(amount) as amount
    from money_account_day_sums where ${where} ${currencies} group by currency`.execute(db);
  if (convertTo === null) return rows;
  const { rows: days } = await sql<DaySum>`
    select currency, day as date, transaction_count as count, amount
    from money_account_day_sums where ${where} and currency <> ${convertTo}`.execute(db);
  return [...rows, ...days];
}

/**
 * What each matching row moved in the listed accounts, as the account's day sums count it
 * (docs/decisions.md, 'Money accounts'): its own amount where it left or arrived in its own
 * account, a transfer's arriving amount where only its destination is listed; without an
 * account filter, the stored amount.
 */
export function movedColumns(filter: ListFilter) {
  const ids = filter.moneyAccountIds ?? [];
  const date = sql<string>`transactions.date`.as('date');
  if (ids.length === 0) {
    return [
      sql<number>`transactions.currency`.as('currency'),
      amountInCategories(filter.categoryIds ?? []).as('amount'),
      date,
    ];
  }
  const own = sql`transactions.money_account_id in (${sql.join(ids)})`;
  const inCategories = amountInCategories(filter.categoryIds ?? []);
  return [
    sql<number>`case when ${own} then transactions.currency
      else coalesce(transactions.to_currency, transactions.currency) end`.as('currency'),
    // A transfer between accounts has no categories: its parts are its whole amount.
    sql<number>`case when ${own} then ${inCategories}
      else coalesce(transactions.to_amount, 0) end`.as('amount'),
    date,
  ];
}
