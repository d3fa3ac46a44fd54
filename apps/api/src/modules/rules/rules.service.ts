import type {
  Rule,
  RuleAction,
  RuleCondition,
  RuleMatchMode,
  RulePreviewAnswer,
  rulePreviewRequestSchema,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/app-error.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { GroupAction, type GroupAccess } from '../access/group-access.ts';
import { RULE_NOT_FOUND, type RuleInput, type WritePath } from '../write-path/write-path.ts';
import {
  storedName,
  suggestedCategories,
  suggestionKey,
  wantsSuggestion,
} from './category-suggestions.ts';
import { assertPatterns } from './rule-patterns.ts';
import { compileRules, runRules, type RuleDefinition } from './rules-engine.ts';
import * as repository from './rules.repository.ts';

type RuleRow = Awaited<ReturnType<typeof repository.listRules>>[number];

/** Stored JSON was checked by the contract's schemas when it was written. */
export const toRule = (row: RuleRow): Rule => ({
  id: row.id,
  groupId: row.group_id,
  name: row.name,
  position: Number(row.position),
  enabled: Number(row.enabled) === 1,
  matchMode: row.match_mode as RuleMatchMode,
  conditions: JSON.parse(row.conditions) as RuleCondition[],
  actions: JSON.parse(row.actions) as RuleAction[],
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

type Draft = z.output<typeof rulePreviewRequestSchema>;

/** A group's rules: read by every role, written by Owners and Members through the write path. */
export function createRulesService({ db, writes }: { db: Kysely<Database>; writes: WritePath }) {
  async function loadOne(id: string): Promise<Rule> {
    const row = await repository.findRule(db, id);
    if (!row) throw notFound(RULE_NOT_FOUND);
    return toRule(row);
  }

  async function list(access: GroupAccess, groupId: string): Promise<Rule[]> {
    await access.require(groupId, GroupAction.Read);
    return (await repository.listRules(db, groupId)).map(toRule);
  }

  return {
    list,

    async create(access: GroupAccess, groupId: string, input: RuleInput): Promise<Rule> {
      // Who may not write here learns nothing of the rule (403/404) before a pattern's fault.
      await access.require(groupId, GroupAction.Write);
      assertPatterns(input.conditions);
      return loadOne(await writes.createRule(access, groupId, input));
    },

    async update(access: GroupAccess, groupId: string, ruleId: string, input: RuleInput) {
      await access.require(groupId, GroupAction.Write);
      assertPatterns(input.conditions);
      await writes.updateRule(access, groupId, ruleId, input);
      return loadOne(ruleId);
    },

    remove: (access: GroupAccess, groupId: string, ruleId: string) =>
      writes.deleteRule(access, groupId, ruleId),

    async reorder(access: GroupAccess, groupId: string, ruleIds: readonly string[]) {
      await writes.reorderRules(access, groupId, ruleIds);
      return list(access, groupId);
    },

    /**
     * What the group's rules, in their order, would set on the draft, and the category its
     * history suggests when they set none; writes nothing.
     */
    async preview(access: GroupAccess, groupId: string, draft: Draft): Promise<RulePreviewAnswer> {
      const rules: RuleDefinition[] = await list(access, groupId);
      const amount = draft.amount ?? null;
      const outcome = runRules(compileRules(rules), {
        name: draft.name,
        description: draft.description ?? null,
        // No payee given: the name is the payee, as it is for a typed entry (rules-on-entry.ts).
        payee: draft.payee || draft.name,
        amountMinor: amount === null ? null : toMinorUnits(amount),
        currency: draft.currency ?? null,
        transactionType: draft.transactionType ?? null,
        moneyAccountId: draft.moneyAccountId ?? null,
        fileName: draft.fileName ?? null,
      });
      const name = storedName(draft.name, outcome);
      const suggested = wantsSuggestion(outcome)
        ? await suggestedCategories(db, groupId, [name])
        : null;
      return { ...outcome, suggestedCategory: suggested?.get(suggestionKey(name)) ?? null };
    },
  };
}

export type RulesService = ReturnType<typeof createRulesService>;
