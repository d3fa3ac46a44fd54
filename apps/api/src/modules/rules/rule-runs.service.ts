import type {
  ImportProgress,
  RuleApplyPreview,
  ruleApplyCommitSchema,
  ruleApplyRequestSchema,
  RuleRun,
  RuleRunUndo,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { createProgressBoard } from '../../lib/progress-board.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import {
  previewRuleRun,
  ruleRunsOf,
  type OutcomeOf,
  type WritePath,
} from '../write-path/write-path.ts';
import { compileRules, runRules } from './rules-engine.ts';
import * as repository from './rules.repository.ts';
import { toRule } from './rules.service.ts';

type ApplyRequest = z.output<typeof ruleApplyRequestSchema>;
type ApplyCommit = z.output<typeof ruleApplyCommitSchema>;

export const UNKNOWN_RULE = 'Unknown rule';

/**
 * Rules applied to a group's existing transactions (docs/decisions.md, 'Rules'): a preview, the
 * run through the write path with its progress, the runs, and their undo. Owners and Members
 * apply and undo; every role lists the runs.
 */
export function createRuleRunsService({ db, writes }: { db: Kysely<Database>; writes: WritePath }) {
  const progress = createProgressBoard();

  /** The rules asked for, in the group's order (a disabled one too), or every enabled one. */
  async function chosen(groupId: string, ruleIds: readonly string[] | null | undefined) {
    const rules = (await repository.listRules(db, groupId)).map(toRule);
    const wanted = ruleIds ? new Set(ruleIds) : null;
    if (wanted && [...wanted].some((id) => !rules.some((rule) => rule.id === id)))
      throw validationFailed(UNKNOWN_RULE, { ruleIds: [UNKNOWN_RULE] });
    const picked = wanted
      ? rules.filter((rule) => wanted.has(rule.id)).map((rule) => ({ ...rule, enabled: true }))
      : rules.filter((rule) => rule.enabled);
    const compiled = compileRules(picked);
    const outcomeOf: OutcomeOf = (facts) => runRules(compiled, facts);
    return { outcomeOf, refs: picked.map(({ id, name }) => ({ id, name })) };
  }

  const rangeOf = (request: ApplyRequest) => ({
    from: request.from ?? null,
    to: request.to ?? null,
  });

  return {
    async preview(
      access: GroupAccess,
      groupId: string,
      request: ApplyRequest,
    ): Promise<RuleApplyPreview> {
      await access.require(groupId, GroupAction.Write);
      const { outcomeOf } = await chosen(groupId, request.ruleIds);
      return previewRuleRun(db, groupId, access.userId, rangeOf(request), outcomeOf);
    },

    async apply(access: GroupAccess, groupId: string, request: ApplyCommit): Promise<RuleRun> {
      // Checked first: a progress entry is made only for a run the user may start.
      await access.require(groupId, GroupAction.Write);
      const { outcomeOf, refs } = await chosen(groupId, request.ruleIds);
      const { progressId } = request;
      const { userId } = access;
      progress.reading(progressId, userId);
      try {
        const run = await writes.applyRuleRun(access, groupId, {
          rules: refs,
          range: rangeOf(request),
          outcomeOf,
          onProgress: (done, total) => progress.writing(progressId, userId, done, total),
        });
        progress.finished(progressId, userId, false);
        return run;
      } catch (error) {
        progress.finished(progressId, userId, true);
        throw error;
      }
    },

    /** 'waiting' for an id this process does not know (yet). */
    async progress(
      access: GroupAccess,
      groupId: string,
      progressId: string,
    ): Promise<ImportProgress> {
      await access.require(groupId, GroupAction.Read);
      return progress.get(progressId) ?? { phase: 'waiting', done: 0, total: 0 };
    },

    async list(access: GroupAccess, groupId: string): Promise<RuleRun[]> {
      await access.require(groupId, GroupAction.Read);
      return ruleRunsOf(db, groupId);
    },

    async undo(access: GroupAccess, groupId: string, runId: string): Promise<RuleRunUndo> {
      await access.require(groupId, GroupAction.Write);
      return writes.undoRuleRun(access, groupId, runId);
    },
  };
}

export type RuleRunsService = ReturnType<typeof createRuleRunsService>;
