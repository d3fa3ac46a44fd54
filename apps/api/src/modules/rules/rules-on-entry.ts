import type { createTransactionRequestSchema, RulePreview } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { compileRules, runRules } from './rules-engine.ts';
import * as repository from './rules.repository.ts';
import { toRule } from './rules.service.ts';

type Entered = z.output<typeof createTransactionRequestSchema>;

/** The group's enabled rules, compiled; null when it has none (nothing to run). */
export async function groupRules(db: Kysely<Database>, groupId: string) {
  const rules = (await repository.listRules(db, groupId)).map(toRule);
  return rules.some((rule) => rule.enabled) ? compileRules(rules) : null;
}

/**
 * What the group's rules set on a transaction as entered: its name is its payee, as an existing
 * transaction's is when rules are applied to it later (docs/decisions.md, 'Rules'); it has no file.
 */
async function outcomeFor(db: Kysely<Database>, input: Entered): Promise<RulePreview | null> {
  const rules = await groupRules(db, input.groupId);
  if (!rules) return null;
  return runRules(rules, {
    name: input.name,
    description: input.description,
    payee: input.name,
    amountMinor: toMinorUnits(input.amount),
    currency: input.currency,
    transactionType: input.transactionType,
    moneyAccountId: input.moneyAccountId,
    fileName: null,
  });
}

const membersNamed = (outcome: RulePreview) => [
  ...(outcome.paidBy ? [outcome.paidBy.value] : []),
  ...(outcome.split?.value.parts.map((part) => part.userId) ?? []),
];

/**
 * Who paid and the split a rule sets, when everyone it names is still a member (`members`: a
 * rule keeps naming a member who left: docs/decisions.md, 'Rules'); else nothing, and the
 * transaction is shared as the group's default.
 */
export function ruleSharing(outcome: RulePreview, members: ReadonlySet<string>) {
  if (membersNamed(outcome).some((userId) => !members.has(userId))) return {};
  const paidBy = outcome.paidBy?.value;
  const split = outcome.split?.value;
  return { ...(paidBy ? { paidBy } : {}), ...(split ? { split } : {}) };
}

/** Which of `userIds` are members of the group now. */
export const stillMembers = (db: Kysely<Database>, groupId: string, userIds: string[]) =>
  repository.membersAmong(db, groupId, userIds);

async function sharingOf(db: Kysely<Database>, groupId: string, outcome: RulePreview) {
  return ruleSharing(outcome, await stillMembers(db, groupId, membersNamed(outcome)));
}

/**
 * A transaction being entered, with what the group's rules set where the request left it out
 * (docs/decisions.md, 'Rules'): categories when it names none, its tags added to, who paid and
 * the split when it gives neither, the name a rule renames it to, a description when it has
 * none. `applyRules: false` (a form that showed the outcome) leaves it as sent.
 */
export async function withRulesApplied(db: Kysely<Database>, input: Entered): Promise<Entered> {
  if (input.applyRules === false) return input;
  const outcome = await outcomeFor(db, input);
  if (!outcome || outcome.matched.length === 0) return input;
  const sharing =
    (input.paidBy ?? null) === null && (input.split ?? null) === null
      ? await sharingOf(db, input.groupId, outcome)
      : {};
  const noCategories = input.categoryIds.length === 0 && !input.categoryParts;
  const ruleTags = outcome.tagIds.map((tag) => tag.tagId);
  return {
    ...input,
    ...sharing,
    name: outcome.name?.value ?? input.name,
    description: input.description ?? outcome.description?.value ?? null,
    categoryIds:
      noCategories && outcome.categoryIds ? outcome.categoryIds.value : input.categoryIds,
    tagIds:
      ruleTags.length > 0 ? [...new Set([...(input.tagIds ?? []), ...ruleTags])] : input.tagIds,
  };
}
