import type { createTransactionRequestSchema, RulePreview } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { toMinorUnits } from '../../lib/money.ts';
import { compileRules, runRules } from './rules-engine.ts';
import * as repository from './rules.repository.ts';
import { toRule } from './rules.service.ts';

type Entered = z.output<typeof createTransactionRequestSchema>;

/** What the group's rules set on a transaction as entered (a manual entry has no payee or file). */
async function outcomeFor(db: Kysely<Database>, input: Entered): Promise<RulePreview | null> {
  const rules = (await repository.listRules(db, input.groupId)).map(toRule);
  if (!rules.some((rule) => rule.enabled)) return null;
  return runRules(compileRules(rules), {
    name: input.name,
    description: input.description,
    payee: null,
    amountMinor: toMinorUnits(input.amount),
    currency: input.currency,
    transactionType: input.transactionType,
    moneyAccountId: input.moneyAccountId,
    fileName: null,
  });
}

/**
 * The sharing a rule sets, when everyone it names is still a member (a rule keeps naming a member
 * who left: docs/decisions.md, 'Rules'); else the transaction is shared as the group's default.
 */
async function sharingOf(db: Kysely<Database>, groupId: string, outcome: RulePreview) {
  const paidBy = outcome.paidBy?.value ?? null;
  const split = outcome.split?.value ?? null;
  const named = [...(paidBy ? [paidBy] : []), ...(split?.parts.map((part) => part.userId) ?? [])];
  const members = await repository.membersAmong(db, groupId, named);
  if (named.some((userId) => !members.has(userId))) return {};
  return { ...(paidBy ? { paidBy } : {}), ...(split ? { split } : {}) };
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
