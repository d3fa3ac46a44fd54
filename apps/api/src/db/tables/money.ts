import type { Generated } from 'kysely';

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
  /** Name and description as a search compares them (migration 0019, transactionSearchText). */
  search_text: string;
  /** The money account it is in, a transfer's source (migration 0027). */
  money_account_id: string;
  /** A transfer between accounts: where it arrives, how much (positive) and in what currency. */
  to_money_account_id: string | null;
  to_amount: number | null;
  to_currency: number | null;
  /** 1: the bank has its side in its account (migration 0030); `reconciled` 1: locked. */
  cleared: number;
  reconciled: number;
  /** The same for where a transfer arrives (0 for anything else). */
  to_cleared: number;
  to_reconciled: number;
  /** How many attachments it has (migration 0037), kept by the write path. */
  attachment_count: Generated<number>;
}

/** A file attached to a transaction (migration 0037, docs/decisions.md 'Attachments'). */
export interface AttachmentsTable {
  id: string;
  transaction_id: string;
  file_name: string;
  /** Sniffed from the content: one of ATTACHMENT_CONTENT_TYPES. */
  content_type: string;
  size: number;
  sha256: string;
  has_thumbnail: boolean | number;
  created_by: string | null;
  created_at: string;
}

/** Attachments whose rows are gone and whose files may still be in storage. */
export interface AttachmentRemovalsTable {
  attachment_id: string;
}

/** An upload under way (migration 0038): noted before its files are stored. */
export interface AttachmentUploadsTable {
  attachment_id: string;
  started_at: string;
}

/** A money account of a group (migration 0027, docs/decisions.md 'Money accounts'). */
export interface MoneyAccountsTable {
  id: string;
  group_id: string;
  name: string;
  /** nameKey(name): unique per group. */
  name_normalized: string;
  /** MoneyAccountKind: 0 current, 1 savings, 2 credit card, 3 cash, 4 loan. */
  kind: number;
  currency: number;
  /** Signed integer minor units. */
  opening_balance: number;
  opening_date: string;
  bank_identifier: string | null;
  owner_user_id: string | null;
  /** 1: the household's common money, whose incomes and expenses are not shared (0041). */
  common_money: number;
  closed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface TransactionCategoriesTable {
  transaction_id: string;
  category_id: string;
  /** The category's part of the amount, signed as it (migration 0032); null: no parts. */
  amount: number | null;
}

/** A group's tags (migration 0031); `name_normalized` is `nameKey(name)`, unique per group. */
export interface TagsTable {
  id: string;
  group_id: string;
  name: string;
  name_normalized: string;
  created_at: string;
}

/**
 * A group's categorisation rules (migration 0033): `name_normalized` is `nameKey(name)`, unique
 * per group; `conditions` and `actions` are JSON the contract's rule schemas read.
 */
export interface RulesTable {
  id: string;
  group_id: string;
  name: string;
  name_normalized: string;
  position: number;
  /** 1 or 0; 1 when left out. */
  enabled: Generated<number>;
  /** 'all' or 'any'; 'all' when left out. */
  match_mode: Generated<string>;
  conditions: string;
  actions: string;
  created_at: string;
  updated_at: string;
}

/** Rules applied to existing transactions (migration 0035); `rules` is RuleRef[] as JSON. */
export interface RuleRunsTable {
  id: string;
  group_id: string;
  rules: string;
  from_date: string | null;
  to_date: string | null;
  changed_count: number;
  created_by: string | null;
  created_at: string;
  undone_at: string | null;
}

/** A transaction a rule run changed, with its state before as JSON (rule-run-state.ts). */
export interface RuleRunTransactionsTable {
  run_id: string;
  transaction_id: string;
  before: string;
}

/** A typed transaction's side an import marked cleared (migration 0044; 0: its own, 1: to). */
export interface ImportConfirmedTable {
  import_batch_id: string;
  transaction_id: string;
  side: number;
}

export interface TransactionTagsTable {
  transaction_id: string;
  tag_id: string;
}

/** The transaction a client's Idempotency-Key created (migration 0025). */
export interface IdempotencyKeysTable {
  user_id: string;
  key: string;
  transaction_id: string;
  created_at: string;
  /** SHA-256 (hex) of the request the key first came with; null for keys from before 0043. */
  request_hash: string | null;
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
  /** The parts its occurrences take, `id:minor` joined by commas; null: none (migration 0032). */
  category_parts: string | null;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  /** The payer and split its occurrences take (migration 0017). */
  paid_by: string | null;
  split: string | null;
  /** The money account its occurrences go into (migration 0027). */
  money_account_id: string;
  /** The tags its occurrences take, comma-separated (migration 0034). */
  tag_ids: string;
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

/** A balance a money account had on a date (migration 0028). */
export interface MoneyAccountCheckpointsTable {
  id: string;
  money_account_id: string;
  group_id: string;
  /** yyyy-MM-dd: the balance at the end of this day. */
  date: string;
  /** Signed integer minor units of the account's currency. */
  balance: number;
  source: 'manual' | 'import';
  import_batch_id: string | null;
  reconciled_at: string | null;
  created_at: string;
}
