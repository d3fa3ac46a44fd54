import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC text ('2026-01-31T12:00:00.000Z') and
 * calendar dates 'yyyy-MM-dd' on both dialects, so comparisons and ordering behave the same on
 * SQLite and PostgreSQL. Booleans read back as 0/1 on SQLite and are normalised by services.
 */
export interface UsersTable {
  id: string;
  username: string;
  username_normalized: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string;
  is_active: boolean | number;
  email_confirmed: boolean | number;
  /**
   * Unused: failed sign-ins and lockouts count per e-mail address in rate_limits, so that unknown
   * addresses lock too. Left in place until a migration drops them.
   */
  failed_login_count: Generated<number>;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  id: string;
  user_id: string;
  persistent: boolean | number;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export type UserTokenPurpose = 'activation' | 'password_reset';

export interface UserTokensTable {
  /** SHA-256 of the e-mailed token. */
  id: string;
  user_id: string;
  purpose: UserTokenPurpose;
  /** The address the token was sent to; activation confirms exactly this address. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  /** Epoch milliseconds at which the current window ends. */
  window_ends_at: number;
  hits: number;
}

export interface GroupsTable {
  id: string;
  name: string;
  description: string | null;
  created_at: string;
  updated_at: string;
  /** Grows with every write to the group's data; answers cached per version stay valid. */
  data_version: Generated<number>;
  /** Grows with every change to the group's budgets' rules; processes cache rules per version. */
  rules_version: Generated<number>;
  /** IANA time zone of the household ('today' of its budgets); null: the server's TZ. */
  time_zone: string | null;
  /** Balances are shown in this currency (migration 0017); null: PLN. */
  settlement_currency: number | null;
  /** New transactions' split as JSON (method and parts); null: equal among all members. */
  default_split: string | null;
}

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

export interface GroupMembersTable {
  group_id: string;
  user_id: string;
  /** MemberRole: 1 Owner, 2 Member, 3 Viewer. */
  role: number;
  joined_at: string;
}

export interface ExchangeRatesTable {
  code: string;
  effective_date: string;
  /** Decimal text as published (PLN per unit). */
  mid: string;
  table_no: string;
  imported_at: string;
}

export interface CategoriesTable {
  id: string;
  group_id: string;
  name: string;
  name_normalized: string;
  description: string | null;
  created_at: string;
  updated_at: string;
}

export interface TransactionsTable {
  id: string;
  group_id: string;
  transaction_type: number;
  name: string;
  description: string | null;
  /** Signed integer minor units; expenses are negative. */
  amount: number;
  currency: number;
  date: string;
  recurring: boolean | number;
  recurring_period: number | null;
  end_date: string | null;
  /** Its categories' ids, sorted and joined by ',' ('' for none): a copy of its links. */
  category_ids: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** The recurring series this transaction is an occurrence of (null: a one-off). */
  series_id: string | null;
  /** The date the series was due on; unique per series, kept when the occurrence is moved. */
  occurrence_date: string | null;
  /** The import that brought it in (migration 0014); undo removes that batch's rows. */
  import_batch_id: string | null;
  /** The bank's id of it (OFX FITID, CAMT AcctSvcrRef), for finding it again in a file. */
  bank_id: string | null;
  /** Who paid (migration 0017); with `split` null the transaction is not shared. */
  paid_by: string | null;
  /** The split as JSON (StoredSplit, write-path/splits.ts); null: not shared. */
  split: string | null;
}

/** One bank-file import (migration 0014). */
export interface ImportBatchesTable {
  id: string;
  group_id: string;
  file_name: string;
  format: string;
  imported_count: number;
  duplicate_count: number;
  error_count: number;
  created_by: string | null;
  created_at: string;
  undone_at: string | null;
}

/** A CSV mapping remembered per group and file header (migration 0015). */
export interface ImportMappingsTable {
  group_id: string;
  signature: string;
  /** The contract's CsvMapping as JSON. */
  mapping: string;
  updated_at: string;
}

/** A recurring transaction's rule and content (migration 0013). */
export interface RecurringSeriesTable {
  id: string;
  group_id: string;
  period_type: number;
  /** The first occurrence's date: monthly and yearly series keep its day, clamped. */
  anchor_date: string;
  end_date: string | null;
  /** The index (0 = the anchor) and date of the next occurrence to create; date null: ended. */
  next_index: number;
  next_date: string | null;
  transaction_type: number;
  name: string;
  description: string | null;
  /** Signed integer minor units, as on transactions. */
  amount: number;
  currency: number;
  category_ids: string;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** The payer and split its occurrences take (migration 0017). */
  paid_by: string | null;
  split: string | null;
}

export interface TransactionCategoriesTable {
  transaction_id: string;
  category_id: string;
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

export interface BudgetsTable {
  id: string;
  group_id: string;
  name: string;
  description: string | null;
  /** Integer minor units. */
  amount: number;
  currency: number;
  period_type: number;
  start_date: string;
  end_date: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}

export interface BudgetCategoriesTable {
  budget_id: string;
  category_id: string;
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

/** An e-mailed invitation to join a group (migration 0016). */
export interface GroupInvitationsTable {
  id: string;
  group_id: string;
  /** Trimmed and lower-cased, as accounts keep theirs. */
  email: string;
  /** MemberRole the invitation gives: 2 Member or 3 Viewer. */
  role: number;
  /** SHA-256 of the mailed token; the token itself is never stored. */
  token_hash: string;
  invited_by: string | null;
  created_at: string;
  expires_at: string;
  /** When the newest mail went out: resending waits 60 s after it. */
  last_sent_at: string;
  accepted_at: string | null;
  accepted_by: string | null;
  revoked_at: string | null;
}

export interface UserPreferencesTable {
  user_id: string;
  /** 'light' | 'dark' | 'system' */
  theme: string;
  display_currency: number;
  /** BCP 47 tag; null: the browser's. */
  locale: string | null;
  /** 0 Sunday, 1 Monday, 6 Saturday. */
  week_start: number;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  rate_limits: RateLimitsTable;
  groups: GroupsTable;
  group_members: GroupMembersTable;
  exchange_rates: ExchangeRatesTable;
  categories: CategoriesTable;
  transactions: TransactionsTable;
  recurring_series: RecurringSeriesTable;
  import_batches: ImportBatchesTable;
  import_mappings: ImportMappingsTable;
  member_day_sums: MemberDaySumsTable;
  transaction_categories: TransactionCategoriesTable;
  transaction_totals: TransactionTotalsTable;
  transaction_day_counts: TransactionDayCountsTable;
  transaction_month_counts: TransactionMonthCountsTable;
  budgets: BudgetsTable;
  budget_categories: BudgetCategoriesTable;
  budget_spend_days: BudgetSpendDaysTable;
  budget_spend_periods: BudgetSpendPeriodsTable;
  budget_spend_months: BudgetSpendMonthsTable;
  budget_spend_years: BudgetSpendYearsTable;
  money_day_sums: MoneyDaySumsTable;
  money_month_sums: MoneyMonthSumsTable;
  money_year_sums: MoneyYearSumsTable;
  user_preferences: UserPreferencesTable;
  group_invitations: GroupInvitationsTable;
}
