import { tagList } from './transaction-tags.ts';
import { encodeParts, partsOfInput } from './category-parts.ts';
import {
  MoneyAccountMessage,
  nameKey,
  TransactionType,
  type BackupCheckpoint,
  type BackupImport,
  type BackupMoneyAccount,
  type BackupSeries,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import { badRequest } from '../../lib/app-error.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { insertCheckpoints } from './checkpoints.repository.ts';
import { accountsOfGroup } from './money-accounts.repository.ts';
import { addDays } from '../../lib/periods.ts';
import { firstIndexFrom, occurrenceDate, type Rule } from '../../lib/recurrence.ts';
import { isoNow } from '../../lib/time.ts';
import type { Trx } from './group-lock.ts';
import { updateSeries } from './recurring-rows.repository.ts';
import * as restored from './restore-rows.repository.ts';
import { assertCategoriesInGroup, categoryList, signedMinorUnits } from './transaction-shape.ts';

// A backup's recurring series and import batches, written by a restore's bulk write
// (bulk-writes.ts, option `restore`) under the same lock and database transaction as its
// transactions (docs/decisions.md, 'Export and backup').

/** What a restore writes besides its transactions, under the ids the restore gave them. */
export interface RestoredLinks {
  series: BackupSeries[];
  imports: BackupImport[];
  /** The backup's money accounts (none in a backup written before them: the group keeps its own). */
  accounts?: BackupMoneyAccount[];
  /** The accounts' checkpoints, naming the accounts and imports above. */
  checkpoints?: BackupCheckpoint[];
}

/** Where a restored transfer between accounts arrives, and how much (as entered, positive). */
export interface RestoredTransfer {
  toMoneyAccountId: string;
  toAmount: number;
}

/**
 * A restored transfer's columns: a Transfer, out of its account (negative), into the other one
 * in that account's currency. Not a transfer: nothing changes.
 */
export function transferColumns(
  transfer: RestoredTransfer | undefined,
  amount: number,
  accounts: readonly { id: string; currency: number }[],
) {
  if (!transfer) return {};
  const to = accounts.find((account) => account.id === transfer.toMoneyAccountId);
  if (!to) throw badRequest('A restored transfer names an account the restore does not hold');
  return {
    transaction_type: TransactionType.Transfer,
    amount: -Math.abs(amount),
    to_money_account_id: to.id,
    to_amount: toMinorUnits(transfer.toAmount),
    to_currency: Number(to.currency),
    paid_by: null,
    split: null,
  };
}

/**
 * The backup's accounts take the place of the new group's own first account (the group is new
 * and empty, and locked); at least one stays open.
 */
async function insertRestoredAccounts(trx: Trx, groupId: string, list: BackupMoneyAccount[]) {
  if (list.length === 0) return;
  // Names the group would take as one (compared as a new account's are) refuse the file.
  const keys = new Set(list.map((account) => nameKey(account.name)));
  if (keys.size < list.length) throw badRequest(MoneyAccountMessage.NameTaken);
  await restored.deleteAccountsOf(trx, groupId);
  const now = isoNow();
  const anyOpen = list.some((account) => !account.closed);
  await restored.insertAccountRows(
    trx,
    list.map((account, index) => ({
      id: account.id,
      group_id: groupId,
      name: account.name,
      name_normalized: nameKey(account.name),
      kind: account.kind,
      currency: account.currency,
      opening_balance: toMinorUnits(account.openingBalance),
      opening_date: account.openingDate,
      bank_identifier: account.bankIdentifier,
      owner_user_id: null,
      common_money: account.commonMoney ? 1 : 0,
      closed_at: account.closed && (anyOpen || index > 0) ? now : null,
      // In the backup's order, so the first open one stays the default.
      created_at: new Date(Date.parse(now) + index).toISOString(),
      updated_at: now,
    })),
  );
}

/** How a restored transaction names its series (and due date) and its import batch. */
export interface RestoredLinkFields {
  seriesId?: string | null;
  occurrenceDate?: string | null;
  importBatchId?: string | null;
}

const ruleOf = (series: BackupSeries): Rule => ({
  anchorDate: series.startDate,
  periodType: series.periodType,
  endDate: series.endDate,
});

/**
 * Under the lock, before the transactions: the series, with their rule, content and cursor as
 * the backup holds them, and the import batches, with their file, counts and dates. Both are
 * the restoring user's, as the transactions are (the backup holds no users).
 */
export async function insertRestoredLinks(
  trx: Trx,
  groupId: string,
  links: RestoredLinks,
  createdBy: string | null,
): Promise<void> {
  const categoryIds = new Set(links.series.flatMap((series) => series.categoryIds));
  await assertCategoriesInGroup(trx, groupId, [...categoryIds]);
  await insertRestoredAccounts(trx, groupId, links.accounts ?? []);
  const firstAccount = (await accountsOfGroup(trx, groupId)).find((a) => a.closed_at === null);
  const now = isoNow();
  await restored.insertSeriesRows(
    trx,
    links.series.map((series) => ({
      id: series.id,
      group_id: groupId,
      period_type: series.periodType,
      anchor_date: series.startDate,
      end_date: series.endDate,
      next_index: series.nextIndex,
      next_date: series.nextDate,
      transaction_type: series.transactionType,
      name: series.name,
      description: series.description,
      amount: signedMinorUnits(series.amount, series.transactionType),
      currency: series.currency,
      category_ids: categoryList(series.categoryIds),
      // The restore made the tags first, under the new ids (groups/backup.service.ts).
      tag_ids: tagList(series.tagIds),
      category_parts: encodeParts(
        partsOfInput(series, signedMinorUnits(series.amount, series.transactionType)),
      ),
      created_by: createdBy,
      created_at: now,
      updated_at: now,
      // A backup holds no users, so nothing restored is shared among members.
      paid_by: null,
      split: null,
      money_account_id: series.moneyAccountId ?? firstAccount?.id ?? '',
    })),
  );
  await restored.insertImportBatches(
    trx,
    links.imports.map((batch) => ({
      id: batch.id,
      group_id: groupId,
      file_name: batch.fileName,
      format: batch.format,
      imported_count: batch.importedCount,
      duplicate_count: batch.duplicateCount,
      error_count: batch.errorCount,
      created_by: createdBy,
      created_at: batch.createdAt,
      undone_at: batch.undoneAt,
    })),
  );
  await insertCheckpoints(
    trx,
    (links.checkpoints ?? []).map((checkpoint) => ({
      id: randomUUID(),
      money_account_id: checkpoint.moneyAccountId,
      group_id: groupId,
      date: checkpoint.date,
      balance: toMinorUnits(checkpoint.balance),
      source: checkpoint.source,
      import_batch_id: checkpoint.importId,
      reconciled_at: checkpoint.reconciledAt,
      created_at: checkpoint.createdAt,
    })),
  );
}

/**
 * The series and batch columns of a restored transaction. Only what this restore writes may be
 * named: a series or batch of another group would otherwise gain a row from this one.
 */
export function restoredColumns(links: RestoredLinks | undefined) {
  const series = new Set(links?.series.map((item) => item.id));
  const imports = new Set(links?.imports.map((item) => item.id));
  return (input: RestoredLinkFields) => {
    const { seriesId = null, occurrenceDate = null, importBatchId = null } = input;
    if (
      (seriesId !== null && (!series.has(seriesId) || occurrenceDate === null)) ||
      (importBatchId !== null && !imports.has(importBatchId))
    ) {
      throw badRequest('A restored transaction names a series or import the restore does not hold');
    }
    return {
      series_id: seriesId,
      occurrence_date: seriesId === null ? null : occurrenceDate,
      import_batch_id: importBatchId,
    };
  };
}

/**
 * Under the lock, after the transactions: a series going on whose next occurrence is not after
 * the latest one the group holds moves past it, so the scheduler never creates an occurrence
 * again (the unique due date per series would refuse it, at every run). A backup is not one
 * snapshot: an edit of 'this and following' while it downloaded may have moved the cursor back
 * after the later occurrences were read.
 */
export async function settleRestoredSeries(
  trx: Trx,
  groupId: string,
  links: RestoredLinks,
): Promise<void> {
  if (links.series.length === 0) return;
  const byId = new Map(links.series.map((series) => [series.id, series]));
  for (const { series_id, latest } of await restored.latestOccurrences(trx, groupId)) {
    const series = series_id === null ? undefined : byId.get(series_id);
    if (!series || series.nextDate === null || latest === null) continue;
    const rule = ruleOf(series);
    const next = occurrenceDate(rule, series.nextIndex);
    if (next === null || next > latest) continue;
    const index = firstIndexFrom(rule, addDays(latest, 1));
    await updateSeries(trx, series.id, {
      next_index: index,
      next_date: occurrenceDate(rule, index),
    });
  }
}
