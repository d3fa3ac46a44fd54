// Rows the write path derives from a group's transactions (write-path/derived.ts).

/** What each member paid and owes per transaction type, currency and day (the write path's). */
export interface MemberDaySumsTable {
  group_id: string;
  user_id: string;
  /** TransactionType: 0 Expense, 1 Income, 3 Transfer (settlements); others are never shared. */
  transaction_type: number;
  currency: number;
  day: string;
  /** Minor units the member paid out (received money counts negative). */
  paid: number;
  /** Minor units of the member's share. */
  share: number;
}

export interface TransactionTotalsTable {
  group_id: string;
  transaction_type: number;
  currency: number;
  transaction_count: number;
  amount: number;
}

export interface TransactionDayCountsTable {
  group_id: string;
  transaction_type: number;
  date: string;
  transaction_count: number;
}

export interface TransactionMonthCountsTable {
  group_id: string;
  transaction_type: number;
  /** yyyy-MM */
  month: string;
  transaction_count: number;
}

/** Spend of a budget per day (or per period of the budget) and currency; positive minor units. */
export interface BudgetSpendDaysTable {
  budget_id: string;
  day: string;
  currency: number;
  rate_key: string;
  amount: number;
}

export interface BudgetSpendPeriodsTable {
  budget_id: string;
  period_start: string;
  currency: number;
  rate_key: string;
  amount: number;
}

/** A budget's spend per calendar month of its days (yyyy-MM), within its range. */
export interface BudgetSpendMonthsTable {
  budget_id: string;
  month: string;
  currency: number;
  rate_key: string;
  amount: number;
}

/** A budget's spend per calendar year of its days (yyyy), within its range. */
export interface BudgetSpendYearsTable {
  budget_id: string;
  year: string;
  currency: number;
  rate_key: string;
  amount: number;
}

/**
 * Count and sum per day, type, currency and category: '*' every transaction once, '' those
 * without a category, else those linked to the category (migration 0009).
 */
export interface MoneyDaySumsTable {
  group_id: string;
  day: string;
  transaction_type: number;
  category_id: string;
  currency: number;
  transaction_count: number;
  amount: number;
}

/** As money_day_sums per month and rate day (the latest rates table's date, '' before any). */
export interface MoneyMonthSumsTable {
  group_id: string;
  month: string;
  rate_day: string;
  transaction_type: number;
  category_id: string;
  currency: number;
  transaction_count: number;
  amount: number;
}

/** As money_month_sums per year (yyyy). */
export interface MoneyYearSumsTable {
  group_id: string;
  year: string;
  rate_day: string;
  transaction_type: number;
  category_id: string;
  currency: number;
  transaction_count: number;
  amount: number;
}

/**
 * Per money account, currency and day: how many transactions touch the account and what they
 * move in it (signed minor units; a transfer counts on both sides, a settlement between members
 * moves nothing). Migration 0027.
 */
export interface MoneyAccountDaySumsTable {
  money_account_id: string;
  currency: number;
  day: string;
  group_id: string;
  transaction_count: number;
  amount: number;
  /** What its cleared sides move (migration 0030). */
  cleared_amount: number;
}

/**
 * As money_account_day_sums over all days, per money account and currency. Migration 0029
 * (`cleared_amount` 0030).
 */
export interface MoneyAccountTotalsTable {
  money_account_id: string;
  currency: number;
  group_id: string;
  transaction_count: number;
  amount: number;
  cleared_amount: number;
}
