import { TransactionType } from '@budget/contract';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface SpendRow {
  budgetId: string;
  day: string;
  /** The budget period holding the day; null when the day is outside the budget's range. */
  periodStart: string | null;
  currency: number;
  rateKey: string;
  /** Positive minor units (an expense of -12.00 spends 1200); negative to take spend back. */
  amount: number;
}

export interface PeriodRef {
  budgetId: string;
  periodStart: string;
}

const BATCH = 400;
/** SQLite allows 500 arms in one compound SELECT; longer lists are read in a few statements. */
const ARMS_PER_STATEMENT = 400;

const budgetColumns = [
  'budgets.id',
  'budgets.group_id',
  'budgets.currency',
  'budgets.period_type',
  'budgets.start_date',
  'budgets.end_date',
] as const;

/**
 * Budgets of the group an expense with these categories counts towards: those without
 * categories, and those sharing at least one category with it.
 */
export async function matchingBudgets(db: Db, groupId: string, categoryIds: string[]) {
  return db
    .selectFrom('budgets')
    .select(budgetColumns)
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

async function addToPeriods(db: Db, rows: SpendRow[]): Promise<void> {
  const periods = new Map<string, SpendRow>();
  for (const row of rows) {
    if (row.periodStart === null) continue;
    const key = `${row.budgetId}|${row.periodStart}|${row.currency}|${row.rateKey}`;
    const existing = periods.get(key);
    if (existing) existing.amount += row.amount;
    else periods.set(key, { ...row });
  }
  const values = [...periods.values()].map((r) => ({
    budget_id: r.budgetId,
    period_start: r.periodStart as string,
    currency: r.currency,
    rate_key: r.rateKey,
    amount: r.amount,
  }));
  for (let i = 0; i < values.length; i += BATCH) {
    await db
      .insertInto('budget_spend_periods')
      .values(values.slice(i, i + BATCH))
      .onConflict((oc) =>
        oc.columns(['budget_id', 'period_start', 'currency', 'rate_key']).doUpdateSet({
          amount: sql`budget_spend_periods.amount + excluded.amount`,
        }),
      )
      .execute();
  }
}

/** Adds spend to the day rows and to the rows of the periods holding them. */
export async function addSpend(db: Db, rows: SpendRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto('budget_spend_days')
      .values(
        rows.slice(i, i + BATCH).map((r) => ({
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
  }
  await addToPeriods(db, rows);
}

/** Replaces a budget's period rows by ones summed from its day rows. */
export async function replacePeriods(db: Db, budgetId: string, rows: SpendRow[]): Promise<void> {
  await db.deleteFrom('budget_spend_periods').where('budget_id', '=', budgetId).execute();
  await addToPeriods(db, rows);
}

export async function clearSpend(db: Db, budgetId: string): Promise<void> {
  await db.deleteFrom('budget_spend_days').where('budget_id', '=', budgetId).execute();
  await db.deleteFrom('budget_spend_periods').where('budget_id', '=', budgetId).execute();
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

export async function spendDaysOf(db: Db, budgetId: string) {
  return db
    .selectFrom('budget_spend_days')
    .select(['day', 'currency', 'rate_key', 'amount'])
    .where('budget_id', '=', budgetId)
    .execute();
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

export async function findBudgetsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('budgets').select(budgetColumns).where('budgets.id', 'in', ids).execute();
}

export interface PeriodSpend {
  budget_id: string;
  currency: number;
  rate_key: string;
  amount: number;
}

/**
 * What each budget spent in one of its periods, by currency and rate key: one statement whose
 * arms each read a few rows of the period straight off the primary key.
 */
export async function spendInPeriods(db: Db, periods: PeriodRef[]): Promise<PeriodSpend[]> {
  const rows: PeriodSpend[] = [];
  for (let i = 0; i < periods.length; i += ARMS_PER_STATEMENT) {
    const arms = periods.slice(i, i + ARMS_PER_STATEMENT).map(
      (p) => sql`select budget_id, currency, rate_key, amount from budget_spend_periods
        where budget_id = ${p.budgetId} and period_start = ${p.periodStart}`,
    );
    const result = await sql<PeriodSpend>`${sql.join(arms, sql` union all `)}`.execute(db);
    rows.push(...result.rows);
  }
  return rows;
}
