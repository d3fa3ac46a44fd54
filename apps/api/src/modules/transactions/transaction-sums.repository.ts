import { sql, type Kysely, type Transaction } from 'kysely';
import { TransactionType } from '@budget/contract';
import type { Database } from '../../db/schema.ts';
import { movedColumns } from './account-sums.repository.ts';
import { batches, unionOf } from './transaction-sorts.repository.ts';
import { textMatchesQuery } from './text-pages.repository.ts';
import { indexedText } from './text-search.ts';
import { matching, narrows, type ListFilter } from './transactions.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type CurrencyCount = { currency: number; count: number; amount: number };

export interface RangeFilter {
  groupIds: string[];
  transactionType?: number;
  from?: string;
  to?: string;
  /** One category; without it every transaction counts once. */
  categoryId?: string;
}

const FIRST_DAY = '0000-01-01';
const LAST_DAY = '9999-12-31';

function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + number - 1 + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function lastDayOf(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return `${month}-${String(days).padStart(2, '0')}`;
}

type Span = [string, string];
/** A range of days as runs of days at its ends, whole months, and whole years in between. */
export function splitRange(from: string, to: string) {
  const days: Span[] = [];
  const months: Span[] = [];
  let years: Span | null = null;
  const firstMonth = from.endsWith('-01') ? from.slice(0, 7) : shiftMonth(from.slice(0, 7), 1);
  const lastMonth =
    to === lastDayOf(to.slice(0, 7)) ? to.slice(0, 7) : shiftMonth(to.slice(0, 7), -1);
  if (firstMonth > lastMonth) return { days: [[from, to] as Span], months, years };
  if (from < `${firstMonth}-01`) days.push([from, lastDayOf(shiftMonth(firstMonth, -1))]);
  if (to > lastDayOf(lastMonth)) days.push([`${shiftMonth(lastMonth, 1)}-01`, to]);
  const firstYear = firstMonth.endsWith('-01') ? firstMonth.slice(0, 4) : null;
  const startYear = firstYear ?? shiftMonth(firstMonth, 12).slice(0, 4);
  const endYear = lastMonth.endsWith('-12')
    ? lastMonth.slice(0, 4)
    : shiftMonth(lastMonth, -12).slice(0, 4);
  if (startYear > endYear) {
    months.push([firstMonth, lastMonth]);
    return { days, months, years };
  }
  years = [startYear, endYear];
  if (firstMonth < `${startYear}-01`) months.push([firstMonth, shiftMonth(`${startYear}-01`, -1)]);
  if (lastMonth > `${endYear}-12`) months.push([shiftMonth(`${endYear}-12`, 1), lastMonth]);
  return { days, months, years };
}

/**
 * Count and per-currency sums of a date range from the day, month and year rollups the write
 * path keeps for reports, so a range of ten years reads a few thousand rows, not a million.
 */
export async function summarizeRange(db: Db, filter: RangeFilter): Promise<CurrencyCount[]> {
  const { days, months, years } = splitRange(filter.from ?? FIRST_DAY, filter.to ?? LAST_DAY);
  const category = filter.categoryId ?? '*';
  const type =
    filter.transactionType === undefined
      ? sql``
      : sql`and transaction_type = ${filter.transactionType}`;
  const groups = sql.join(filter.groupIds);
  const parts = [
    ...days.map(
      ([a, b]) => sql`select currency, transaction_count, amount from money_day_sums
        where group_id in (${groups}) and day >= ${a} and day <= ${b}
        and category_id = ${category} ${type}`,
    ),
    ...months.map(
      ([a, b]) => sql`select currency, transaction_count, amount from money_month_sums
        where group_id in (${groups}) and category_id = ${category} ${type}
        and month >= ${a} and month <= ${b}`,
    ),
    ...(years
      ? [
          sql`select currency, transaction_count, amount from money_year_sums
        where group_id in (${groups}) and category_id = ${category} ${type}
        and year >= ${years[0]} and year <= ${years[1]}`,
        ]
      : []),
  ];
  const result = await sql<CurrencyCount>`
    select currency, sum(transaction_count) as count, sum(amount) as amount
    from (${sql.join(parts, sql` union all `)}) parts
    group by currency order by currency`.execute(db);
  return result.rows;
}

/** Count and per-currency sums of every matching transaction. */
export async function summarize(db: Db, filter: ListFilter): Promise<CurrencyCount[]> {
  if (filter.groupIds.length === 0) return [];
  if (!narrows(filter)) {
    // Without free text, the running totals answer without touching the history.
    let query = db
      .selectFrom('transaction_totals')
      .select((eb) => [
        'currency',
        eb.fn.sum<number>('transaction_count').as('count'),
        eb.fn.sum<number>('amount').as('amount'),
      ])
      .where('group_id', 'in', filter.groupIds);
    if (filter.transactionType !== undefined)
      query = query.where('transaction_type', '=', filter.transactionType);
    return query.groupBy('currency').orderBy('currency').execute();
  }
  const category = rolledUpCategory(filter);
  if (category !== false) return summarizeRange(db, { ...filter, categoryId: category });
  const byCurrency = new Map<number, { currency: number; count: number; amount: number }>();
  for (const batch of matches(db, filter)) {
    const rows = await db
      .selectFrom(batch.as('matches'))
      .select((eb) => [
        'currency',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('amount').as('amount'),
      ])
      .groupBy('currency')
      .execute();
    for (const row of rows) {
      const currency = Number(row.currency);
      const sum = byCurrency.get(currency) ?? { currency, count: 0, amount: 0 };
      sum.count += Number(row.count);
      sum.amount += Number(row.amount);
      byCurrency.set(currency, sum);
    }
  }
  return [...byCurrency.values()].sort((a, b) => a.currency - b.currency);
}

export type DaySum = { currency: number; date: string; count: number; amount: number | string };

/**
 * Count and sum of the matches per currency and day, read once for both the per-currency sums
 * and the converted total (each day at its rates), where the rollups cannot answer.
 */
export async function daySums(db: Db, filter: ListFilter): Promise<DaySum[]> {
  const rows: DaySum[] = [];
  for (const batch of matches(db, filter)) {
    const sums = await db
      .selectFrom(batch.as('matches'))
      .select((eb) => [
        'currency',
        'date',
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('amount').as('amount'),
      ])
      .groupBy(['currency', 'date'])
      .execute();
    rows.push(...sums);
  }
  return rows;
}

/** Day sums added up per currency, in the order of `summarize`. */
export function perCurrency(days: DaySum[]): CurrencyCount[] {
  const byCurrency = new Map<number, CurrencyCount>();
  for (const row of days) {
    const currency = Number(row.currency);
    const sum = byCurrency.get(currency) ?? { currency, count: 0, amount: 0 };
    sum.count += Number(row.count);
    sum.amount += Number(row.amount);
    byCurrency.set(currency, sum);
  }
  return [...byCurrency.values()].sort((a, b) => a.currency - b.currency);
}

/**
 * Whether the rollups can answer the filter (dates, type and at most one category), and with
 * which category (undefined: all); false when the matches must be read.
 */
export function rolledUpCategory(filter: ListFilter): string | undefined | false {
  const categories = filter.categoryIds ?? [];
  const rollsUp =
    !filter.text &&
    filter.amounts === undefined &&
    !filter.moneyAccountIds?.length &&
    !filter.tagIds?.length &&
    categories.length <= 1;
  return rollsUp ? categories[0] : false;
}

/**
 * Every match's currency, amount and date, per group and type, so amount bounds and dates are
 * ranges of an index that holds the currency (migration 0012); in as many statements as
 * SQLite's limit on the terms of a compound select asks for, each to be summed and added.
 */
export function matches(db: Db, filter: ListFilter) {
  if (indexedText(filter.text)) {
    // The text's index finds the rows at once: one statement, not one per group and type.
    return [textMatchesQuery(db, filter).select(movedColumns(filter))];
  }
  const types =
    filter.transactionType === undefined
      ? Object.values(TransactionType)
      : [filter.transactionType];
  const arms = filter.groupIds.flatMap((groupId) =>
    types.map((type) =>
      db
        .selectFrom('transactions')
        .select(movedColumns(filter))
        .where('group_id', '=', groupId)
        .where(matching(filter, type)),
    ),
  );
  return batches(arms).map(unionOf);
}
