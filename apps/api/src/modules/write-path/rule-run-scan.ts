import { RULE_APPLY_SAMPLE_MAX, type RuleApplyPreview, type RulePreview } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { linksRead } from './category-parts.ts';
import type { Trx } from './group-lock.ts';
import { isReconciled } from './reconciled-rows.ts';
import {
  changeOf,
  decide,
  factsOf,
  setsAnything,
  type Decision,
  type GroupSetting,
  type OutcomeOf,
  type RuleState,
} from './rule-run-state.ts';
import * as runs from './rule-runs.repository.ts';
import { commonAccountIds } from './money-accounts.repository.ts';
import { defaultSplitter } from './splits.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';

type Db = Kysely<Database> | Trx;

/** Rows read per statement: one keyset page, and the in-lists of its links and tags. */
export const SCAN_BATCH = 2000;

export interface Changed {
  row: TransactionRow;
  before: RuleState;
  decision: Decision;
  outcome: RulePreview;
}

/** The group as a run reads it once (under the lock for a run, without one for a preview). */
export async function loadSetting(db: Db, groupId: string, userId: string): Promise<GroupSetting> {
  const [catalog, fileNames, defaultSplit, members, commonAccounts] = await Promise.all([
    runs.groupCatalog(db, groupId),
    runs.importFileNames(db, groupId),
    defaultSplitter(db, groupId),
    runs.groupMembers(db, groupId),
    commonAccountIds(db, groupId),
  ]);
  return { ...catalog, fileNames, defaultSplit, members, commonAccounts, userId };
}

/** What the rules change on these rows: changes, and how many reconciled rows they leave. */
export async function decideRows(
  db: Db,
  rows: readonly TransactionRow[],
  outcomeOf: OutcomeOf,
  setting: GroupSetting,
) {
  const matched = rows.flatMap((row) => {
    const outcome = outcomeOf(factsOf(row, setting));
    return setsAnything(outcome) ? [{ row, outcome }] : [];
  });
  const ids = matched.map((entry) => entry.row.id);
  const [links, tags] = await Promise.all([runs.categoryLinksOf(db, ids), runs.tagsOf(db, ids)]);
  const changes: Changed[] = [];
  let skippedReconciled = 0;
  for (const { row, outcome } of matched) {
    const before: RuleState = {
      name: row.name,
      description: row.description,
      paidBy: row.paid_by,
      split: row.split,
      ...linksRead(links.get(row.id) ?? []),
      tagIds: tags.get(row.id) ?? [],
    };
    const decision = decide(row, before, outcome, setting);
    if (!decision) continue;
    if (isReconciled(row)) skippedReconciled++;
    else changes.push({ row, before, decision, outcome });
  }
  return { changes, skippedReconciled };
}

/** node:sqlite answers synchronously: a turn of the event loop lets other requests in. */
export const yieldTurn = () => new Promise((resolve) => setImmediate(resolve));

/** Every examined transaction in range, page by page in (date, id) order. */
export async function* examinedPages(db: Db, groupId: string, range: runs.DateRange) {
  let after: runs.ScanCursor | null = null;
  for (;;) {
    const rows = await runs.examinedAfter(db, groupId, range, after, SCAN_BATCH);
    const last = rows.at(-1);
    if (!last) return;
    yield rows;
    after = { date: last.date, id: last.id };
    await yieldTurn();
  }
}

/** What applying would change, read without the group's lock (docs/decisions.md, 'Rules'). */
export async function previewRuleRun(
  db: Kysely<Database>,
  groupId: string,
  userId: string,
  range: runs.DateRange,
  outcomeOf: OutcomeOf,
): Promise<RuleApplyPreview> {
  const setting = await loadSetting(db, groupId, userId);
  const fields = { categoryIds: 0, tagIds: 0, sharing: 0, name: 0, description: 0 };
  let [examined, changed, skipped] = [0, 0, 0];
  // Pages come oldest first, so the newest changes are the last ones found.
  let newest: Changed[] = [];
  for await (const rows of examinedPages(db, groupId, range)) {
    const { changes, skippedReconciled } = await decideRows(db, rows, outcomeOf, setting);
    examined += rows.length;
    changed += changes.length;
    skipped += skippedReconciled;
    for (const { decision } of changes) {
      for (const [field, set] of Object.entries(decision.fields))
        if (set) fields[field as keyof typeof fields] += 1;
    }
    newest = [...newest, ...changes].slice(-RULE_APPLY_SAMPLE_MAX);
  }
  const sample = newest
    .reverse()
    .map(({ row, before, decision, outcome }) => changeOf(row, before, decision, outcome));
  return { examined, changed, skippedReconciled: skipped, fields, sample };
}
