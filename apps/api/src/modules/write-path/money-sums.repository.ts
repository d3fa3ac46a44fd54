import { sql } from 'kysely';
import type { Trx } from './group-lock.ts';
import {
  ALL_CATEGORIES,
  TABLES,
  UNCATEGORISED,
  type MoneyDayRow,
  type MoneyPeriodRow,
  type Period,
} from './money-sums.ts';

const numeric = <R extends { transaction_count: unknown; amount: unknown }>(row: R) => ({
  ...row,
  transaction_count: Number(row.transaction_count),
  amount: Number(row.amount),
});

/** The group's stored day sums, from a day on when given, in key order. */
export async function moneyDaysOf(trx: Trx, groupId: string, fromDay = ''): Promise<MoneyDayRow[]> {
  const rows = await trx
    .selectFrom('money_day_sums')
    .select(['group_id', 'day', 'category_id', 'transaction_type', 'currency'])
    .select(['transaction_count', 'amount'])
    .where('group_id', '=', groupId)
    .where('day', '>=', fromDay)
    .orderBy('day')
    .orderBy('category_id')
    .orderBy('transaction_type')
    .orderBy('currency')
    .execute();
  return rows.map((row) => ({
    ...numeric(row),
    transaction_type: Number(row.transaction_type),
    currency: Number(row.currency),
  }));
}

/** The group's stored month or year sums, with the period under `period`. */
export async function moneyPeriodsOf(
  trx: Trx,
  groupId: string,
  period: Period,
): Promise<MoneyPeriodRow[]> {
  const rows = await trx
    .selectFrom(TABLES[period] as 'money_month_sums')
    .select(['category_id', 'rate_day', 'transaction_type', 'currency'])
    .select(['transaction_count', 'amount'])
    .select(sql<string>`${sql.ref(period)}`.as('period'))
    .where('group_id', '=', groupId)
    .execute();
  return rows.map((row) => ({
    ...numeric(row),
    group_id: groupId,
    transaction_type: Number(row.transaction_type),
    currency: Number(row.currency),
  }));
}

/** Drops the group's month or year sums from one on (they are then written anew). */
export async function clearMoneyPeriods(trx: Trx, groupId: string, period: Period, from = '') {
  await trx
    .deleteFrom(TABLES[period] as 'money_month_sums')
    .where('group_id', '=', groupId)
    .where(sql.ref(period), '>=', from)
    .execute();
}

export async function clearMoneySums(trx: Trx, groupId: string): Promise<void> {
  await trx.deleteFrom('money_day_sums').where('group_id', '=', groupId).execute();
  await clearMoneyPeriods(trx, groupId, 'month');
  await clearMoneyPeriods(trx, groupId, 'year');
}

/** Drops a category's rows (it is being deleted). */
export async function clearCategorySums(trx: Trx, groupId: string, categoryId: string) {
  for (const table of ['money_day_sums', ...Object.values(TABLES)] as const) {
    await trx
      .deleteFrom(table as 'money_day_sums')
      .where('group_id', '=', groupId)
      .where('category_id', '=', categoryId)
      .execute();
  }
}

interface DayGroup {
  date: string;
  transaction_type: number;
  currency: number;
  transaction_count: number;
  amount: number;
}

/**
 * The transactions linked to the category and to no other, per day, type and currency: those
 * that become uncategorised when it is deleted.
 */
export async function onlyInCategoryPerDay(trx: Trx, categoryId: string): Promise<DayGroup[]> {
  const result = await sql<DayGroup>`
    select t.date, t.transaction_type, t.currency, count(*) as transaction_count,
      sum(t.amount) as amount
    from transaction_categories tc join transactions t on t.id = tc.transaction_id
    where tc.category_id = ${categoryId} and not exists (
      select 1 from transaction_categories other
      where other.transaction_id = tc.transaction_id and other.category_id <> ${categoryId})
    group by t.date, t.transaction_type, t.currency`.execute(trx);
  return result.rows.map(numeric);
}

/** The group's day sums recomputed from its transactions and their categories. */
export async function moneyDaysFromTransactions(trx: Trx, groupId: string): Promise<MoneyDayRow[]> {
  const result = await sql<Omit<MoneyDayRow, 'group_id'>>`
    select date as day, cast(${ALL_CATEGORIES} as text) as category_id, transaction_type, currency,
      count(*) as transaction_count, sum(amount) as amount
    from transactions where group_id = ${groupId}
    group by date, transaction_type, currency
    union all
    select t.date, tc.category_id, t.transaction_type, t.currency, count(*),
      sum(coalesce(tc.amount, t.amount))
    from transactions t join transaction_categories tc on tc.transaction_id = t.id
    where t.group_id = ${groupId}
    group by t.date, tc.category_id, t.transaction_type, t.currency
    union all
    select date, cast(${UNCATEGORISED} as text), transaction_type, currency, count(*), sum(amount)
    from transactions t
    where group_id = ${groupId}
      and not exists (select 1 from transaction_categories tc where tc.transaction_id = t.id)
    group by date, transaction_type, currency`.execute(trx);
  return result.rows.map((row) => ({
    ...numeric(row),
    group_id: groupId,
    transaction_type: Number(row.transaction_type),
    currency: Number(row.currency),
  }));
}
