import type { updateTransactionRequestSchema } from '@budget/contract';
import type { z } from 'zod';
import { badRequest } from '../../lib/app-error.ts';
import { dayBefore, occurrenceIndex, type Rule } from '../../lib/recurrence.ts';
import { isoNow } from '../../lib/time.ts';
import { runStatements } from './derived.repository.ts';
import type { Move } from './derived.ts';
import type { WriteContext } from './group-lock.ts';
import { assertMayChange } from './reconciled-rows.ts';
import * as series from './recurring-rows.repository.ts';
import {
  assertBackfillFits,
  catchUp,
  groupToday,
  leaving,
  ruleOf,
  seriesContent,
  type Stored,
} from './recurring-writes.ts';
import * as rows from './transaction-rows.repository.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';
import type { TransactionInput } from './transaction-shape.ts';

// 'This and the following ones' of a series' occurrence: the edit and the delete that change the
// series from that occurrence on (docs/decisions.md, 'Recurring transactions').

type UpdateInput = z.output<typeof updateTransactionRequestSchema>;

/**
 * An edit of 'this and following' that keeps the occurrence's date and the period (its amount
 * or name changed) continues the old rule from the occurrence's index, so a monthly series on
 * the 31st edited at Feb 28, or at an occurrence moved on its own, keeps its days.
 */
function continuedAt(rule: Rule, dueDate: string, currentDate: string, input: TransactionInput) {
  if (input.date !== currentDate || input.recurringPeriod !== rule.periodType) return null;
  const index = occurrenceIndex(rule, dueDate);
  return index === null ? null : { anchorDate: rule.anchorDate, index };
}

/**
 * Under the lock, 'this and the following ones': the occurrences due after this one are removed,
 * and the series continues from this occurrence with its new content and rule (or ends with
 * it when it no longer repeats). Writes the occurrence's new row itself, before the series
 * catches up (its due date may be one a new occurrence would take), and returns it with the
 * moves of the removed occurrences.
 */
export async function editFollowing(
  ctx: WriteContext,
  current: Stored,
  input: UpdateInput,
  updated: TransactionRow,
): Promise<{ row: TransactionRow; moves: Move[] }> {
  const seriesId = current.row.series_id as string;
  const from = current.row.occurrence_date as string;
  const stored = await series.findSeries(ctx.trx, seriesId);
  if (!stored) return { row: updated, moves: [] };
  if (input.groupId !== current.row.group_id) {
    throw badRequest('Only this occurrence can move to another group', {
      groupId: ["Choose 'This occurrence only' to move it to another group"],
    });
  }
  const earlier = await series.latestOccurrenceBefore(ctx.trx, seriesId, from);
  if (input.recurring && earlier !== null && input.date <= earlier) {
    throw badRequest('The date must be after the previous occurrence', {
      date: [`With 'This and following', the date must be after ${earlier}`],
    });
  }
  const later = await series.occurrencesFrom(ctx.trx, seriesId, from, false);
  // They are replaced: a reconciled one among them goes only when the request confirms it.
  for (const entry of later) assertMayChange(entry.row, input.confirmReconciled);
  await series.deleteTransactions(
    ctx.trx,
    later.map((entry) => entry.row.id),
  );
  const moves: Move[] = later.map(leaving);
  if (!input.recurring) {
    await series.updateSeries(ctx.trx, seriesId, {
      end_date: from,
      next_date: null,
      updated_at: updated.updated_at,
    });
    const row = { ...updated, series_id: seriesId, occurrence_date: from, recurring: false };
    await runStatements(ctx.trx, [rows.updateTransactionStatement(row)]);
    return { row, moves };
  }
  const kept = continuedAt(ruleOf(stored), from, current.row.date, input);
  const content = seriesContent(input, updated, kept);
  const today = await groupToday(ctx, stored.group_id);
  if (!kept) assertBackfillFits(ruleOf({ ...stored, ...content }), today);
  await series.updateSeries(ctx.trx, seriesId, content);
  // An occurrence continuing the old rule keeps its due date; one starting a new rule is its
  // anchor, due on its date.
  const row = {
    ...updated,
    series_id: seriesId,
    occurrence_date: kept ? from : input.date,
  };
  await runStatements(ctx.trx, [rows.updateTransactionStatement(row)]);
  moves.push(...(await catchUp(ctx, { ...stored, ...content }, today)));
  return { row, moves };
}

/**
 * Under the lock, 'this and the following ones' of a delete: the occurrence and every later one
 * go, and the series ends the day before (or goes, when nothing of it is left).
 */
export async function deleteFollowing(
  ctx: WriteContext,
  current: Stored,
  confirmReconciled: boolean | undefined,
): Promise<Move[]> {
  const seriesId = current.row.series_id as string;
  const from = current.row.occurrence_date as string;
  const doomed = await series.occurrencesFrom(ctx.trx, seriesId, from, true);
  for (const entry of doomed) assertMayChange(entry.row, confirmReconciled);
  await series.deleteTransactions(
    ctx.trx,
    doomed.map((entry) => entry.row.id),
  );
  if (await series.seriesHasOccurrences(ctx.trx, seriesId)) {
    await series.updateSeries(ctx.trx, seriesId, {
      end_date: dayBefore(from),
      next_date: null,
      updated_at: isoNow(),
    });
  } else {
    await series.deleteSeries(ctx.trx, seriesId);
  }
  return doomed.map(leaving);
}
