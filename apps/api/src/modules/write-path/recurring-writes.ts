import { randomUUID } from 'node:crypto';
import { badRequest } from '../../lib/app-error.ts';
import { occurrenceDate, occurrencesThrough, type Rule } from '../../lib/recurrence.ts';
import { dateIn, isoNow, serverTimeZone } from '../../lib/time.ts';
import { seriesAccount } from './account-choice.ts';
import { categoryIdsInGroup } from './catalog.repository.ts';
import { sharingIn } from './common-money.ts';
import { insertTagLinks } from './tags.repository.ts';
import { occurrenceTagLinks, tagList } from './transaction-tags.ts';
import { occurrenceParts, seriesParts, type Parts } from './category-parts.ts';
import type { Move } from './derived.ts';
import type { WriteContext } from './group-lock.ts';
import { withOccurrenceRules, type OccurrenceRules } from './recurring-rules.ts';
import * as series from './recurring-rows.repository.ts';
import type { SeriesRow } from './recurring-rows.repository.ts';
import * as rows from './transaction-rows.repository.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';
import {
  categoryList,
  linksOf,
  moneyOf,
  NOT_CLEARED,
  type TransactionInput,
} from './transaction-shape.ts';
import { newTransactionId } from './transaction-ids.ts';

export type Stored = { row: TransactionRow; categoryIds: string[]; parts: Parts };

/** A removed occurrence's move out of the derived rows. */
export const leaving = (entry: Stored): Move => ({
  row: moneyOf(entry.row, entry.categoryIds, entry.parts),
  direction: -1,
});

/** Occurrences one series creates in one write; a series far behind catches up over runs. */
export const MAX_CATCH_UP = 5000;

/**
 * The most occurrences a series set up with a past date may create at once: a daily one about
 * two and three-quarter years back, a monthly one 83 years. Further back is a slip of the
 * keyboard (a year 1900 daily series would add 46,000 rows), refused with the reason.
 */
export const MAX_BACKFILL = 1000;

export function assertBackfillFits(rule: Rule, today: string): void {
  if (occurrencesThrough(rule, 0, today, MAX_BACKFILL + 1).length <= MAX_BACKFILL) return;
  const message = `A repeating transaction may start at most ${MAX_BACKFILL.toLocaleString('en-US')} occurrences back: choose a later date`;
  throw badRequest(message, { date: [message] });
}

export const ruleOf = (row: SeriesRow): Rule => ({
  anchorDate: row.anchor_date,
  periodType: Number(row.period_type),
  endDate: row.end_date,
});

/** Today where the group lives (its time zone, else the server's), as budgets count it. */
export async function groupToday(ctx: WriteContext, groupId: string, now = new Date()) {
  return dateIn((await series.timeZoneOfGroup(ctx.trx, groupId)) ?? serverTimeZone(), now);
}

/**
 * What each occurrence of a series is: the transaction as entered, anchored at its date (index
 * 0), or continuing an existing rule from occurrence `kept.index` (see continuedAt).
 */
export function seriesContent(
  input: TransactionInput,
  first: TransactionRow,
  kept: { anchorDate: string; index: number } | null = null,
) {
  const rule: Rule = {
    anchorDate: kept?.anchorDate ?? input.date,
    periodType: input.recurringPeriod ?? 0,
    endDate: input.endDate,
  };
  const nextIndex = (kept?.index ?? 0) + 1;
  return {
    period_type: rule.periodType,
    anchor_date: rule.anchorDate,
    end_date: rule.endDate,
    next_index: nextIndex,
    next_date: occurrenceDate(rule, nextIndex),
    transaction_type: first.transaction_type,
    name: first.name,
    description: first.description,
    amount: first.amount,
    currency: first.currency,
    category_ids: first.category_ids,
    category_parts: seriesParts(input, Number(first.amount)),
    updated_at: first.updated_at,
    // Its occurrences are paid and split as the row that starts (or continues) it.
    paid_by: first.paid_by,
    split: first.split,
    money_account_id: first.money_account_id,
    tag_ids: tagList(input.tagIds),
  };
}

/**
 * Under the lock: creates the occurrences of a series due by `today` (the group's) and moves
 * its cursor past them. Categories deleted since the series was set up are left out; `rules`
 * (the scheduler's) fill in each occurrence, not the series (recurring-rules.ts). Returns
 * their moves: the caller applies every move of its write at once, as PostgreSQL takes each
 * derived row once per statement.
 */
export async function catchUp(
  ctx: WriteContext,
  source: SeriesRow,
  today: string,
  rules: OccurrenceRules | null = null,
): Promise<Move[]> {
  const rule = ruleOf(source);
  const due = occurrencesThrough(rule, Number(source.next_index), today, MAX_CATCH_UP);
  const last = due.at(-1);
  if (!last) return [];
  const account = await seriesAccount(ctx.trx, source.group_id, source.money_account_id);
  const accountId = account.id;
  // A series moved into the household's common money is no longer shared (common-money.ts).
  const sharing = sharingIn(account, Number(source.transaction_type), source);
  const row = await withOccurrenceRules(ctx.trx, { ...source, ...sharing }, accountId, rules);
  const wanted = row.category_ids === '' ? [] : row.category_ids.split(',');
  const found = wanted.length > 0 ? await categoryIdsInGroup(ctx.trx, row.group_id, wanted) : null;
  const categoryIds = wanted.filter((id) => found?.has(id));
  const parts = occurrenceParts(row.category_parts, categoryIds);
  const now = isoNow();
  const created: TransactionRow[] = due.map(({ date }) => ({
    id: newTransactionId(),
    group_id: row.group_id,
    transaction_type: row.transaction_type,
    name: row.name,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    date,
    recurring: true,
    recurring_period: row.period_type,
    end_date: row.end_date,
    category_ids: categoryList(categoryIds),
    created_by: row.created_by,
    created_at: now,
    updated_at: now,
    series_id: row.id,
    occurrence_date: date,
    import_batch_id: null,
    bank_id: null,
    paid_by: row.paid_by,
    split: row.split,
    money_account_id: accountId,
    to_money_account_id: null,
    to_amount: null,
    to_currency: null,
    ...NOT_CLEARED,
  }));
  await rows.insertTransactions(ctx.trx, created);
  await rows.insertLinks(
    ctx.trx,
    created.flatMap((r) => linksOf(r.id, categoryIds, parts)),
  );
  const tagLinks = await occurrenceTagLinks(
    ctx,
    row.group_id,
    row.tag_ids,
    created.map((r) => r.id),
  );
  await insertTagLinks(ctx.trx, tagLinks);
  const nextIndex = last.index + 1;
  await series.updateSeries(ctx.trx, row.id, {
    next_index: nextIndex,
    next_date: occurrenceDate(rule, nextIndex),
    money_account_id: accountId,
    paid_by: sharing.paid_by,
    split: sharing.split,
    updated_at: now,
  });
  return created.map((r) => ({ row: moneyOf(r, categoryIds, parts), direction: 1 }));
}

/**
 * Under the lock: a new series whose first occurrence is `first`, which the caller writes (its
 * due date is the anchor, index 0); the occurrences due since that date are created at once,
 * and their moves returned.
 */
export async function startSeries(
  ctx: WriteContext,
  input: TransactionInput,
  first: TransactionRow,
): Promise<{ row: TransactionRow; moves: Move[] }> {
  const row: SeriesRow = {
    id: randomUUID(),
    group_id: input.groupId,
    ...seriesContent(input, first),
    created_by: first.created_by,
    created_at: first.updated_at,
  };
  const today = await groupToday(ctx, row.group_id);
  assertBackfillFits(ruleOf(row), today);
  await series.insertSeries(ctx.trx, row);
  const moves = await catchUp(ctx, row, today);
  return { row: { ...first, series_id: row.id, occurrence_date: input.date }, moves };
}
