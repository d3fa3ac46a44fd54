import {
  TransactionType,
  type BackupCheckpoint,
  type BackupImport,
  type BackupMoneyAccount,
  type BackupSeries,
  type BackupTransfer,
  type BackupTransaction,
} from '@budget/contract';
import { fromMinorUnits } from '../../lib/money.ts';
import type { Parts } from '../write-path/write-path.ts';
import { partsItem, seriesPartsItem } from './backup-parts.ts';
import type * as repository from './backup.repository.ts';

// A group's stored rows as the items of its backup (docs/decisions.md, 'Export and backup').

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];
type TransactionRow = Rows<typeof repository.transactionBatch>;
type SeriesRow = Rows<typeof repository.seriesBatch>;
type ImportRow = Rows<typeof repository.importsBatch>;
type TransferRow = Rows<typeof repository.transfersBatch>;
type AccountRow = Rows<typeof repository.accountsOfGroup>;
type CheckpointRow = Rows<typeof repository.checkpointsOfGroup>;

const idsOf = (list: string) => (list === '' ? [] : list.split(','));
/** Amounts are written as entered: positive, the type gives an expense its sign. */
const entered = (amount: number | bigint | string) => Math.abs(fromMinorUnits(Number(amount)));

const WRITABLE: readonly number[] = [TransactionType.Expense, TransactionType.Income];

/**
 * A transaction, with what ties it to a series or an import only when it has one (files stay
 * small); null for a type the app never writes (docs/decisions.md), which is left out.
 */
export function backupTransaction(
  row: TransactionRow & { parts?: Parts },
): BackupTransaction | null {
  if (!WRITABLE.includes(Number(row.transaction_type))) return null;
  const item: BackupTransaction = {
    transactionType: Number(row.transaction_type) as BackupTransaction['transactionType'],
    name: row.name,
    description: row.description,
    date: row.date,
    amount: entered(row.amount),
    currency: Number(row.currency),
    categoryIds: idsOf(row.category_ids),
    ...partsItem(row.parts ?? null),
    recurring: Boolean(row.recurring),
    recurringPeriod:
      row.recurring_period === null
        ? null
        : (Number(row.recurring_period) as BackupTransaction['recurringPeriod']),
    endDate: row.end_date,
  };
  // Its attachments name it (docs/decisions.md, 'Attachments').
  if (Number(row.attachment_count) > 0) item.id = row.id;
  if (row.series_id !== null) {
    item.seriesId = row.series_id;
    item.occurrenceDate = row.occurrence_date;
  }
  if (row.import_batch_id !== null) item.importId = row.import_batch_id;
  if (row.tag_ids !== '') item.tagIds = idsOf(row.tag_ids);
  if (row.bank_id !== null) item.bankId = row.bank_id;
  item.moneyAccountId = row.money_account_id;
  Object.assign(item, stateOf({ cleared: row.cleared, reconciled: row.reconciled }));
  return item;
}

/** A transfer between accounts, amounts as entered (positive). */
export function backupTransfer(row: TransferRow): BackupTransfer {
  return {
    fromMoneyAccountId: row.money_account_id,
    toMoneyAccountId: row.to_money_account_id as string,
    amount: entered(row.amount),
    toAmount: entered(row.to_amount ?? 0),
    date: row.date,
    name: row.name,
    description: row.description,
    ...stateOf({
      cleared: row.cleared,
      reconciled: row.reconciled,
      toCleared: row.to_cleared,
      toReconciled: row.to_reconciled,
    }),
  };
}

/** The cleared and reconciled flags that are set, as true (files stay small). */
function stateOf(flags: Record<string, number | boolean>): Record<string, true> {
  return Object.fromEntries(
    Object.entries(flags).flatMap(([name, value]) => (Number(value) === 1 ? [[name, true]] : [])),
  );
}

export function backupAccount(row: AccountRow): BackupMoneyAccount {
  return {
    id: row.id,
    name: row.name,
    kind: Number(row.kind) as BackupMoneyAccount['kind'],
    currency: Number(row.currency),
    openingBalance: fromMinorUnits(Number(row.opening_balance)),
    openingDate: row.opening_date,
    bankIdentifier: row.bank_identifier,
    commonMoney: Number(row.common_money) === 1,
    closed: row.closed_at !== null,
  };
}

export function backupSeries(row: SeriesRow): BackupSeries {
  return {
    id: row.id,
    transactionType: Number(row.transaction_type) as BackupSeries['transactionType'],
    name: row.name,
    description: row.description,
    amount: entered(row.amount),
    currency: Number(row.currency),
    categoryIds: idsOf(row.category_ids),
    ...(row.tag_ids === '' ? {} : { tagIds: idsOf(row.tag_ids) }),
    ...seriesPartsItem(row.category_parts),
    periodType: Number(row.period_type) as BackupSeries['periodType'],
    startDate: row.anchor_date,
    endDate: row.end_date,
    nextIndex: Number(row.next_index),
    nextDate: row.next_date,
    moneyAccountId: row.money_account_id,
  };
}

/** An import; who made it is left out, as the backup holds no users. */
export function backupImport(row: ImportRow): BackupImport {
  return {
    id: row.id,
    fileName: row.file_name,
    format: row.format as BackupImport['format'],
    importedCount: Number(row.imported_count),
    duplicateCount: Number(row.duplicate_count),
    errorCount: Number(row.error_count),
    createdAt: row.created_at,
    undoneAt: row.undone_at,
  };
}

export function backupCheckpoint(row: CheckpointRow): BackupCheckpoint {
  return {
    moneyAccountId: row.money_account_id,
    date: row.date,
    balance: fromMinorUnits(Number(row.balance)),
    source: row.source,
    importId: row.import_batch_id,
    reconciledAt: row.reconciled_at,
    createdAt: row.created_at,
  };
}
