import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import { isPostgres, parseInteger } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The categories of money sums that hold every transaction once: the totals. */
export const ALL = '*';

/** What a sums query reads, and the columns its rows are summed by. */
export interface SumsQuery {
  groupIds: string[];
  /** The categories to read ('*' the totals, '' the uncategorised). */
  categories: string[];
  types: number[];
  byGroup: boolean;
  byCategory: boolean;
  /** Sum per month (day and month rows only). */
  byMonth: boolean;
}

export interface SumRow {
  group_id: string | null;
  category_id: string | null;
  month: string | null;
  rate_day: string;
  transaction_type: number;
  currency: number;
  transaction_count: number;
  amount: number;
  /** Which arm of the statement the row comes from: its position in sumsOf's list. */
  arm: number;
}

/** One select of a sums statement: the rows of one rollup over one run of periods or days. */
export type SumsArm = RawBuilder<SumRow>;

function columns(
  query: SumsQuery,
  month: RawBuilder<string> | null,
  rateDay: RawBuilder<string>,
  arm: number,
  summed = true,
) {
  const none = sql<string | null>`null`;
  const column = (name: string) => sql<string | null>`${sql.ref(name)}`;
  const total = (name: string) =>
    summed ? sql<number>`sum(${sql.ref(name)})` : sql<number>`${sql.ref(name)}`;
  return [
    (query.byGroup ? column('group_id') : none).as('group_id'),
    (query.byCategory ? column('category_id') : none).as('category_id'),
    (query.byMonth && month ? month : none).as('month'),
    rateDay.as('rate_day'),
    sql<number>`transaction_type`.as('transaction_type'),
    sql<number>`currency`.as('currency'),
    total('transaction_count').as('transaction_count'),
    total('amount').as('amount'),
    sql<number>`${sql.lit(arm)}`.as('arm'),
  ];
}

/**
 * The columns summed by, as their positions in the select list: an expression with parameters
 * (the rate day's case) would not be recognised as the same expression by PostgreSQL.
 */
function groupBy(query: SumsQuery, month: RawBuilder<string> | null) {
  const positions = [
    ...(query.byGroup ? [1] : []),
    ...(query.byCategory ? [2] : []),
    ...(query.byMonth && month ? [3] : []),
    4,
    5,
    6,
  ];
  return sql.join(positions.map((position) => sql.lit(position)));
}

/** Month (yyyy-MM) or year (yyyy) sums over a run of periods; null when nothing is asked. */
export function periodArm(
  table: 'money_month_sums' | 'money_year_sums',
  query: SumsQuery,
  from: string,
  to: string,
  arm: number,
): SumsArm | null {
  if (query.groupIds.length === 0 || query.categories.length === 0) return null;
  const period = sql.ref(table === 'money_month_sums' ? 'month' : 'year');
  const rateDay = sql<string>`rate_day`;
  const month = table === 'money_month_sums' ? sql<string>`${period}` : null;
  // Month rows of one group and one category, by month, are already the sums asked for (the key
  // holds every column summed by): reading them as they are spares sorting a thousand rows.
  const asStored =
    month !== null &&
    query.byMonth &&
    (query.byGroup || query.groupIds.length === 1) &&
    (query.byCategory || query.categories.length === 1);
  return sql<SumRow>`
    select ${sql.join(columns(query, month, rateDay, arm, !asStored))} from ${sql.table(table)}
    where group_id in (${sql.join(query.groupIds)})
      and category_id in (${sql.join(query.categories)})
      and transaction_type in (${sql.join(query.types)})
      and ${period} >= ${from} and ${period} <= ${to}
    ${asStored ? sql`` : sql`group by ${groupBy(query, month)}`}`;
}

/**
 * Day sums over a few days, summed per rate day: `rateDays` are the rate day of the first day
 * and every table's date after it within the range, ascending. Null when nothing is asked.
 */
export function dayArm(
  query: SumsQuery,
  from: string,
  to: string,
  rateDays: string[],
  arm: number,
): SumsArm | null {
  if (query.groupIds.length === 0 || query.categories.length === 0) return null;
  const [first = '', ...later] = rateDays;
  const branches = later.reverse().map((day) => sql`when day >= ${day} then ${day}`);
  const rateDay =
    branches.length === 0
      ? sql<string>`cast(${first} as text)`
      : sql<string>`case ${sql.join(branches, sql` `)} else ${first} end`;
  const month = sql<string>`substr(day, 1, 7)`;
  return sql<SumRow>`
    select ${sql.join(columns(query, month, rateDay, arm))} from money_day_sums
    where group_id in (${sql.join(query.groupIds)})
      and day >= ${from} and day <= ${to}
      and category_id in (${sql.join(query.categories)})
      and transaction_type in (${sql.join(query.types)})
    group by ${groupBy(query, month)}`;
}

/**
 * The rows of several arms in one statement, each row marked with its arm's position: a
 * report's dozen reads cost one round trip, parse and plan instead of one each (on PostgreSQL
 * about a fifth of a report's time went to the statements' own cost; docs/performance.md).
 */
export async function sumsOf(db: Db, arms: SumsArm[]): Promise<SumRow[]> {
  if (arms.length === 0) return [];
  const union = sql.join(arms, sql` union all `);
  if (!isPostgres(db)) return (await sql<SumRow>`${union}`.execute(db)).rows;
  // From PostgreSQL the rows come packed in one text value: pg decodes every field of every
  // row on its own, which cost a ten-year report more of Node's time than all its arithmetic
  // (docs/performance.md, 'Reports and accounts'). The separators are ASCII's unit and record separators,
  // which no id, date or number holds.
  const result = await sql<{ packed: string | null }>`
    select string_agg(concat_ws(chr(31), arm, coalesce(group_id, ''), coalesce(category_id, ''),
      coalesce(month, ''), rate_day, transaction_type, currency, transaction_count, amount),
      chr(30)) as packed
    from (${union}) as sums`.execute(db);
  return unpack(result.rows[0]?.packed ?? null);
}

function unpack(packed: string | null): SumRow[] {
  if (!packed) return [];
  return packed.split('\x1e').map((line) => {
    const [arm, groupId, categoryId, month, rateDay, type, currency, count, amount] = line.split(
      '\x1f',
    ) as [string, string, string, string, string, string, string, string, string];
    return {
      group_id: groupId || null,
      category_id: categoryId,
      month: month || null,
      rate_day: rateDay,
      transaction_type: Number(type),
      currency: Number(currency),
      transaction_count: parseInteger(count),
      amount: parseInteger(amount),
      arm: Number(arm),
    };
  });
}
