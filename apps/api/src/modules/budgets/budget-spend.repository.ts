import { TransactionType } from '@budget/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface SpendRow {
  budgetId: string;
  day: string;
  currency: number;
  rateKey: string;
  /** Positive minor units (an expense of -12.00 spends 1200); negative to take spend back. */
  amount: number;
}

/** A stretch of one budget's period read from day rows ('D') or whole-month rows ('M'). */
export interface Segment {
  budgetId: string;
  kind: 'D' | 'M';
  from: string;
  to: string;
}

const BATCH = 400;

/**
 * Budgets of the group an expense with these categories counts towards: those without
 * categories, and those sharing at least one category with it.
 */
export async function matchingBudgets(db: Db, groupId: string, categoryIds: string[]) {
  return db
    .selectFrom('budgets')
    .select(['budgets.id', 'budgets.currency'])
    .where('budgets.group_id', '=', groupId)
    .where(({ or, not, exists, selectFrom }) => {
      const ofBudget = () =>
        selectFrom('budget_categories')
          .select('category_id')
          .whereRef('budget_id', '=', 'budgets.id');
      const anyCategory = not(exists(ofBudget()));
      if (categoryIds.length === 0) return anyCategory;
      return or([anyCategory, exists(ofBudget().where('category_id', 'in', categoryIds))]);
    })
    .execute();
}

/** Adds spend to the day rows and their month rows. */
export async function addSpend(db: Db, rows: SpendRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const chunk = rows.slice(i, i + BATCH);
    await db
      .insertInto('budget_spend_days')
      .values(
        chunk.map((r) => ({
          budget_id: r.budgetId,
          day: r.day,
          currency: r.currency,
          rate_key: r.rateKey,
          amount: r.amount,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['budget_id', 'day', 'currency']).doUpdateSet({
          amount: sql`budget_spend_days.amount + excluded.amount`,
          rate_key: sql`excluded.rate_key`,
        }),
      )
      .execute();
    const months = new Map<string, SpendRow>();
    for (const row of chunk) {
      const month = row.day.slice(0, 7);
      const key = `${row.budgetId}|${month}|${row.currency}|${row.rateKey}`;
      const existing = months.get(key);
      if (existing) existing.amount += row.amount;
      else months.set(key, { ...row, day: month });
    }
    await db
      .insertInto('budget_spend_months')
      .values(
        [...months.values()].map((r) => ({
          budget_id: r.budgetId,
          month: r.day,
          currency: r.currency,
          rate_key: r.rateKey,
          amount: r.amount,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['budget_id', 'month', 'currency', 'rate_key']).doUpdateSet({
          amount: sql`budget_spend_months.amount + excluded.amount`,
        }),
      )
      .execute();
  }
}

export async function clearSpend(db: Db, budgetId: string): Promise<void> {
  await db.deleteFrom('budget_spend_days').where('budget_id', '=', budgetId).execute();
  await db.deleteFrom('budget_spend_months').where('budget_id', '=', budgetId).execute();
}

/** Everything a budget has spent, per day and currency, straight from the group's expenses. */
export async function spendFromTransactions(db: Db, budgetId: string, groupId: string) {
  const hasCategories = db
    .selectFrom('budget_categories')
    .select('category_id')
    .where('budget_id', '=', budgetId);
  return db
    .selectFrom('transactions as t')
    .select((eb) => ['t.date', 't.currency', eb.fn.sum<number>('t.amount').as('amount')])
    .where('t.group_id', '=', groupId)
    .where('t.transaction_type', '=', TransactionType.Expense)
    .where(({ or, not, exists, selectFrom }) =>
      or([
        not(exists(hasCategories)),
        exists(
          selectFrom('transaction_categories as tc')
            .innerJoin('budget_categories as bc', 'bc.category_id', 'tc.category_id')
            .select('tc.category_id')
            .whereRef('tc.transaction_id', '=', 't.id')
            .where('bc.budget_id', '=', budgetId),
        ),
      ]),
    )
    .groupBy(['t.date', 't.currency'])
    .execute();
}

/**
 * What the budgets spent in the segments of their periods, by currency and rate key: one
 * aggregate query for any number of budgets, over whole months and edge days only.
 */
export async function spendInSegments(db: Db, segments: Segment[]) {
  if (segments.length === 0) return [];
  const values = sql.join(segments.map((s) => sql`(${s.budgetId}, ${s.kind}, ${s.from}, ${s.to})`));
  const result = await sql<{
    budget_id: string;
    currency: number;
    rate_key: string;
    amount: number;
  }>`
    with segments (budget_id, kind, range_from, range_to) as (values ${values})
    select s.budget_id, d.currency, d.rate_key, sum(d.amount) as amount
      from segments s
      join budget_spend_days d on d.budget_id = s.budget_id and d.day between s.range_from and s.range_to
     where s.kind = 'D'
     group by s.budget_id, d.currency, d.rate_key
    union all
    select s.budget_id, m.currency, m.rate_key, sum(m.amount) as amount
      from segments s
      join budget_spend_months m on m.budget_id = s.budget_id and m.month between s.range_from and s.range_to
     where s.kind = 'M'
     group by s.budget_id, m.currency, m.rate_key
  `.execute(db);
  return result.rows;
}

/** Day rows from a date on, with their budget's currency, for re-keying after a rates import. */
export async function spendDaysFrom(db: Db, fromDay: string) {
  return db
    .selectFrom('budget_spend_days as d')
    .innerJoin('budgets as b', 'b.id', 'd.budget_id')
    .select(['d.budget_id', 'd.day', 'd.currency', 'd.rate_key', 'b.currency as budget_currency'])
    .where('d.day', '>=', fromDay)
    .execute();
}

export async function setRateKey(
  db: Db,
  budgetId: string,
  day: string,
  currency: number,
  rateKey: string,
) {
  await db
    .updateTable('budget_spend_days')
    .set({ rate_key: rateKey })
    .where('budget_id', '=', budgetId)
    .where('day', '=', day)
    .where('currency', '=', currency)
    .execute();
}

/** Month rows from a month on, summed again from the day rows. */
export async function rebuildMonthsFrom(db: Db, fromMonth: string): Promise<void> {
  await db.deleteFrom('budget_spend_months').where('month', '>=', fromMonth).execute();
  await db
    .insertInto('budget_spend_months')
    .columns(['budget_id', 'month', 'currency', 'rate_key', 'amount'])
    .expression(
      db
        .selectFrom('budget_spend_days')
        .select((eb) => [
          'budget_id',
          sql<string>`substr(day, 1, 7)`.as('month'),
          'currency',
          'rate_key',
          eb.fn.sum<number>('amount').as('amount'),
        ])
        .where('day', '>=', `${fromMonth}-01`)
        .groupBy(['budget_id', sql`substr(day, 1, 7)`, 'currency', 'rate_key']),
    )
    .execute();
}
