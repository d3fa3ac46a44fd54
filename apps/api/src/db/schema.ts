import type {
  PushSubscriptionsTable,
  RateLimitsTable,
  SessionsTable,
  UserPreferencesTable,
  UsersTable,
  UserTokensTable,
} from './tables/accounts.ts';
import type {
  BudgetSpendDaysTable,
  BudgetSpendMonthsTable,
  BudgetSpendPeriodsTable,
  BudgetSpendYearsTable,
  MemberDaySumsTable,
  MoneyAccountDaySumsTable,
  MoneyAccountTotalsTable,
  MoneyDaySumsTable,
  MoneyMonthSumsTable,
  MoneyYearSumsTable,
  TransactionDayCountsTable,
  TransactionMonthCountsTable,
  TransactionTotalsTable,
} from './tables/derived.ts';
import type { GroupInvitationsTable, GroupMembersTable, GroupsTable } from './tables/groups.ts';
import type {
  AttachmentRemovalsTable,
  AttachmentUploadsTable,
  AttachmentsTable,
  BudgetCategoriesTable,
  BudgetsTable,
  CategoriesTable,
  ExchangeRatesTable,
  IdempotencyKeysTable,
  ImportBatchesTable,
  ImportMappingsTable,
  MoneyAccountsTable,
  RecurringSeriesTable,
  RulesTable,
  RuleRunsTable,
  RuleRunTransactionsTable,
  TagsTable,
  TransactionCategoriesTable,
  TransactionTagsTable,
  TransactionsTable,
  MoneyAccountCheckpointsTable,
  ImportConfirmedTable,
} from './tables/money.ts';

export type * from './tables/accounts.ts';
export type * from './tables/derived.ts';
export type * from './tables/groups.ts';
export type * from './tables/money.ts';

/**
 * Table types for Kysely, one file of `tables/` per domain. Timestamps are ISO-8601 UTC text
 * ('2026-01-31T12:00:00.000Z') and calendar dates 'yyyy-MM-dd' on both dialects, so comparisons
 * and ordering behave the same on SQLite and PostgreSQL. Booleans read back as 0/1 on SQLite and
 * are normalised by services.
 */
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
  tags: TagsTable;
  transaction_tags: TransactionTagsTable;
  attachments: AttachmentsTable;
  attachment_removals: AttachmentRemovalsTable;
  attachment_uploads: AttachmentUploadsTable;
  rules: RulesTable;
  rule_runs: RuleRunsTable;
  rule_run_transactions: RuleRunTransactionsTable;
  import_confirmed: ImportConfirmedTable;
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
  idempotency_keys: IdempotencyKeysTable;
  push_subscriptions: PushSubscriptionsTable;
  money_accounts: MoneyAccountsTable;
  money_account_day_sums: MoneyAccountDaySumsTable;
  money_account_totals: MoneyAccountTotalsTable;
  money_account_checkpoints: MoneyAccountCheckpointsTable;
}
