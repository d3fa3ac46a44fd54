import type { BackupImport, BackupSeries } from '@budget/contract';
import { badRequest } from '../../lib/app-error.ts';
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
      created_by: createdBy,
      created_at: now,
      updated_at: now,
      // A backup holds no users, so nothing restored is shared among members.
      paid_by: null,
      split: null,
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
