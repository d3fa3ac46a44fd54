import { TransactionType } from '@budget/contract';
import { sql, type Transaction } from 'kysely';
import { isPostgres } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Trx = Transaction<Database>;

/** Count and sum of the group's transactions per type and currency, from the rows themselves. */
export async function totalsFromTransactions(trx: Trx, groupId: string) {
  return trx
    .selectFrom('transactions')
    .select((eb) => [
      'transaction_type',
      'currency',
      eb.fn.countAll<number>().as('transaction_count'),
      eb.fn.sum<number>('amount').as('amount'),
    ])
    .where('group_id', '=', groupId)
    .groupBy(['transaction_type', 'currency'])
    .execute();
}

/** How many transactions of the group per type and day, from the rows themselves. */
export async function dayCountsFromTransactions(trx: Trx, groupId: string) {
  return trx
    .selectFrom('transactions')
    .select((eb) => ['transaction_type', 'date', eb.fn.countAll<number>().as('transaction_count')])
    .where('group_id', '=', groupId)
    .groupBy(['transaction_type', 'date'])
    .execute();
}

export interface DaySum {
  date: string;
  currency: number;
  /** Signed as stored: expenses are negative. */
  amount: number;
}

/** The group's expenses per day and currency: what a budget without categories counts. */
export async function expensesPerDay(trx: Trx, groupId: string): Promise<DaySum[]> {
  return trx
    .selectFrom('transactions')
    .select((eb) => ['date', 'currency', eb.fn.sum<number>('amount').as('amount')])
    .where('group_id', '=', groupId)
    .where('transaction_type', '=', TransactionType.Expense)
    .groupBy(['date', 'currency'])
    .execute();
}

/**
 * The group's expenses in any of the categories, per day and currency, each transaction once
 * however many of the categories it has (with parts, the parts of those categories). Driven
 * from the category index, so it reads the transactions of those categories rather than the
 * group's whole history.
 */
export async function expensesInCategoriesPerDay(
  trx: Trx,
  groupId: string,
  categoryIds: string[],
): Promise<DaySum[]> {
  if (categoryIds.length === 0) return [];
  const result = await sql<DaySum>`
    select t.date, t.currency, sum(coalesce(linked.part, t.amount)) as amount
    from (
      select transaction_id, sum(amount) as part from transaction_categories
      where category_id in (${sql.join(categoryIds)})
      group by transaction_id
    ) linked
    join transactions t on t.id = linked.transaction_id
    where t.group_id = ${groupId} and t.transaction_type = ${TransactionType.Expense}
    group by t.date, t.currency`.execute(trx);
  return result.rows;
}

export interface CategorySetSum extends DaySum {
  /** The transactions' category ids joined by commas, in any order; null for none. */
  categories: string | null;
}

/**
 * The group's expenses without parts per day, currency and set of categories: one pass over the
 * history from which every budget's spend follows (a budget counts the sets that meet its
 * categories); those with parts are read per category (`expensePartsPerDay`).
 */
export async function expensesPerCategorySet(trx: Trx, groupId: string) {
  const joined = isPostgres(trx)
    ? sql`string_agg(tc.category_id, ',')`
    : sql`group_concat(tc.category_id)`;
  const result = await sql<CategorySetSum>`
    select date, currency, categories, sum(amount) as amount from (
      select t.date, t.currency, t.amount, ${joined} as categories, count(tc.amount) as parted
      from transactions t left join transaction_categories tc on tc.transaction_id = t.id
      where t.group_id = ${groupId} and t.transaction_type = ${TransactionType.Expense}
      group by t.id, t.date, t.currency, t.amount
    ) expenses
    where parted = 0
    group by date, currency, categories`.execute(trx);
  return result.rows;
}

export interface CategoryPartSum extends DaySum {
  category_id: string;
}

/** The parts of the group's expenses summed per day, currency and category. */
export async function expensePartsPerDay(trx: Trx, groupId: string) {
  const result = await sql<CategoryPartSum>`
    select t.date, t.currency, tc.category_id, sum(tc.amount) as amount
    from transactions t join transaction_categories tc on tc.transaction_id = t.id
    where t.group_id = ${groupId} and t.transaction_type = ${TransactionType.Expense}
      and tc.amount is not null
    group by t.date, t.currency, tc.category_id`.execute(trx);
  return result.rows;
}
