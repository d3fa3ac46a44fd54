import type { RuleRef, RuleRun, RuleRunUndo } from '@budget/contract';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { memberName } from '../../lib/member-name.ts';
import { isoNow } from '../../lib/time.ts';
import type { GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { loadBudgetIndex } from './budget-rules.ts';
import { linksRead } from './category-parts.ts';
import {
  assertLocked,
  planToWrite,
  planToWriteOwned,
  runLockedBulk,
  type Trx,
  type WriteContext,
} from './group-lock.ts';
import { isReconciled } from './reconciled-rows.ts';
import { decideRows, examinedPages, loadSetting, SCAN_BATCH, yieldTurn } from './rule-run-scan.ts';
import { writeStates, type StateChange } from './rule-run-rows.ts';
import type { OutcomeOf, RuleState } from './rule-run-state.ts';
import * as runs from './rule-runs.repository.ts';

export const RULE_RUN_NOT_FOUND = 'Rule run not found';
export const RULE_RUN_UNDONE = 'These rules have already been undone';

export interface RuleRunRequest {
  /** The rules applied, in their order, as named now. */
  rules: RuleRef[];
  range: runs.DateRange;
  outcomeOf: OutcomeOf;
  /** After each page, matched and written: the transactions examined of all in range. */
  onProgress?: (examined: number, total: number) => void;
}

type Catalog = Awaited<ReturnType<typeof runs.groupCatalog>>;
type RunRow = NonNullable<Awaited<ReturnType<typeof runs.findRun>>>;

const toRuleRun = (row: RunRow): RuleRun => ({
  id: row.id,
  groupId: row.group_id,
  rules: JSON.parse(row.rules) as RuleRef[],
  from: row.from_date,
  to: row.to_date,
  changedCount: Number(row.changed_count),
  appliedBy: row.email === null ? null : memberName({ ...row, email: row.email }),
  createdAt: row.created_at,
  undoneAt: row.undone_at,
});

/** The group's rule runs, newest first (a read: the caller checks the role). */
export const ruleRunsOf = async (db: Kysely<Database>, groupId: string) =>
  (await runs.listRuns(db, groupId)).map(toRuleRun);

export async function ruleRunOf(db: Kysely<Database>, runId: string): Promise<RuleRun> {
  const row = await runs.findRun(db, runId);
  if (!row) throw notFound(RULE_RUN_NOT_FOUND);
  return toRuleRun(row);
}

/** A before-state restored as far as the group still allows: its categories and tags still there. */
/** A before-state as a run keeps it: with the tags the run added (rules only add tags). */
type SavedState = RuleState & { addedTagIds?: string[] };

const withAddedTags = (before: RuleState, after: RuleState): SavedState => ({
  ...before,
  addedTagIds: after.tagIds.filter((id) => !before.tagIds.includes(id)),
});

/**
 * The tags an undo leaves: those the row has now but the run added, and its own from before
 * that still exist. A tag merged into another meanwhile (which does not mark the row edited) is
 * kept; a run kept before added tags were recorded gives back its before-state's.
 */
function tagsBack(saved: SavedState, restored: RuleState, now: RuleState): string[] {
  if (!saved.addedTagIds) return restored.tagIds;
  const added = new Set(saved.addedTagIds);
  const kept = now.tagIds.filter((id) => !added.has(id));
  return [...new Set([...kept, ...restored.tagIds])];
}

function restorable(before: RuleState, catalog: Catalog) {
  const categoryIds = before.categoryIds.filter((id) => catalog.categories.has(id));
  const keptParts =
    before.parts !== null && before.parts.every((part) => categoryIds.includes(part.categoryId));
  return {
    ...before,
    categoryIds,
    parts: keptParts ? before.parts : null,
    tagIds: before.tagIds.filter((id) => catalog.tags.has(id)),
  };
}

/**
 * What a page of a run's before-states restores: each still as the run left it (its updated_at
 * the run's, not reconciled since) gets its before-state back.
 */
async function restoredStates(
  trx: Trx,
  page: readonly { transaction_id: string; before: string }[],
  stamp: string,
  catalog: Catalog,
): Promise<StateChange[]> {
  const ids = page.map((entry) => entry.transaction_id);
  const [rows, links, tags] = await Promise.all([
    runs.transactionsByIds(trx, ids),
    runs.categoryLinksOf(trx, ids),
    runs.tagsOf(trx, ids),
  ]);
  const current = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap((entry) => {
    const row = current.get(entry.transaction_id);
    if (!row || row.updated_at !== stamp || isReconciled(row)) return [];
    const state: RuleState = {
      name: row.name,
      description: row.description,
      paidBy: row.paid_by,
      split: row.split,
      ...linksRead(links.get(row.id) ?? []),
      tagIds: tags.get(row.id) ?? [],
    };
    const saved = JSON.parse(entry.before) as SavedState;
    const after = restorable(saved, catalog);
    return [{ row, before: state, after: { ...after, tagIds: tagsBack(saved, after, state) } }];
  });
}

/**
 * Under the lock, page by page: matches the examined transactions and writes those the rules
 * change with their before-states (rows the page holds are not read again). Answers how many.
 */
async function applyPages(
  ctx: WriteContext,
  groupId: string,
  userId: string,
  run: { id: string; stamp: string },
  request: RuleRunRequest,
): Promise<number> {
  const { trx } = ctx;
  const { range, outcomeOf, onProgress } = request;
  const setting = await loadSetting(trx, groupId, userId);
  const budgets = await loadBudgetIndex(trx, [groupId]);
  const total = await runs.countExamined(trx, groupId, range);
  let [examined, changed] = [0, 0];
  for await (const rows of examinedPages(trx, groupId, range)) {
    const { changes } = await decideRows(trx, rows, outcomeOf, setting);
    await writeStates(
      ctx,
      budgets,
      changes.map((c) => ({ ...c, after: c.decision.after })),
      run.stamp,
    );
    const befores = changes.map((c) => ({
      transactionId: c.row.id,
      before: JSON.stringify(withAddedTags(c.before, c.decision.after)),
    }));
    await runs.insertBeforeStates(trx, run.id, befores);
    examined += rows.length;
    changed += changes.length;
    onProgress?.(examined, total);
  }
  return changed;
}

/** Applying rules to existing transactions, and its undo (docs/decisions.md, 'Rules'). */
export function ruleRunWrites(db: Kysely<Database>, rates: RatesService) {
  return {
    /** One run, all or none, under the group's lock; its rows stamped with its creation. */
    async applyRuleRun(access: GroupAccess, groupId: string, request: RuleRunRequest) {
      const { range } = request;
      const runId = randomUUID();
      await runLockedBulk(db, rates, planToWrite(access, groupId), async (ctx) => {
        const stamp = isoNow();
        await runs.insertRun(ctx.trx, {
          id: runId,
          group_id: groupId,
          rules: JSON.stringify(request.rules),
          from_date: range.from,
          to_date: range.to,
          changed_count: 0,
          created_by: access.userId,
          created_at: stamp,
          undone_at: null,
        });
        const run = { id: runId, stamp };
        const changed = await applyPages(ctx, groupId, access.userId, run, request);
        await runs.setChangedCount(ctx.trx, runId, changed);
      });
      return ruleRunOf(db, runId);
    },

    /**
     * Restores each changed transaction's before-state, but those edited since the run (their
     * updated_at is no longer the run's), reconciled since, or deleted: those stay as they are.
     */
    async undoRuleRun(access: GroupAccess, groupId: string, runId: string): Promise<RuleRunUndo> {
      // A run of another group is not found here.
      const groupOf = async () => {
        const owner = await runs.groupOfRun(db, runId);
        return owner === groupId ? owner : undefined;
      };
      const plan = planToWriteOwned(access, groupOf, RULE_RUN_NOT_FOUND);
      return runLockedBulk(db, rates, plan, async (ctx) => {
        const { trx } = ctx;
        const run = await runs.findRun(trx, runId);
        if (!run) throw notFound(RULE_RUN_NOT_FOUND);
        assertLocked(ctx, run.group_id);
        if (run.undone_at !== null) throw conflict(RULE_RUN_UNDONE);
        const catalog = await runs.groupCatalog(trx, run.group_id);
        const budgets = await loadBudgetIndex(trx, [run.group_id]);
        const now = isoNow();
        let [after, restored] = ['', 0];
        for (;;) {
          const page = await runs.beforeStatesAfter(trx, runId, after, SCAN_BATCH);
          const last = page.at(-1);
          if (!last) break;
          after = last.transaction_id;
          const changes = await restoredStates(trx, page, run.created_at, catalog);
          await writeStates(ctx, budgets, changes, now);
          restored += changes.length;
          await yieldTurn();
        }
        await runs.markUndone(trx, runId, now);
        // Deleted transactions took their before-states with them: they count as left alone.
        return { restored, skippedEdited: Number(run.changed_count) - restored };
      });
    },
  };
}
