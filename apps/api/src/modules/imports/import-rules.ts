import { TransactionType, type RulePreview, type SuggestedCategory } from '@budget/contract';
import type { CompiledRules } from '../rules/rules-engine.ts';
import { runRules } from '../rules/rules-engine.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { BulkInput } from '../write-path/write-path.ts';
import type { ParsedRow } from './file-text.ts';

import { ruleSharing } from '../rules/rules-on-entry.ts';
import {
  storedName,
  suggestedCategories,
  suggestionKey,
  wantsSuggestion,
} from '../rules/category-suggestions.ts';

export { groupRules, stillMembers } from '../rules/rules-on-entry.ts';

// The group's rules on a bank file's rows (docs/decisions.md, 'Rules'): the preview shows what
// they set on each row, and the import writes it, but on the rows the user left out of them.

/** What rules read of a file's row, the file's name and the account the row goes into. */
export function ruledRow(
  rules: CompiledRules,
  row: ParsedRow,
  fileName: string,
  moneyAccountId: string | null,
): RulePreview | null {
  if (row.amount === null || row.error !== null) return null;
  const outcome = runRules(rules, {
    name: row.name,
    description: row.description,
    payee: row.payee,
    amountMinor: Math.abs(row.amount),
    currency: row.currency,
    transactionType: row.amount < 0 ? TransactionType.Expense : TransactionType.Income,
    moneyAccountId,
    fileName,
  });
  return outcome.matched.length > 0 ? outcome : null;
}

/** The members the rules name as payer or in a split. */
export function namedMembers(rules: CompiledRules): string[] {
  const named = rules.rules.flatMap((rule) =>
    rule.actions.flatMap((action) =>
      action.type === 'setSharing'
        ? [
            ...(action.paidBy ? [action.paidBy] : []),
            ...(action.split?.parts.map((part) => part.userId) ?? []),
          ]
        : [],
    ),
  );
  return [...new Set(named)];
}

/**
 * A row as the rules leave it: their categories where the file's mapping gave none, their tags,
 * their name, their description where the row has none, and who paid and the split where they
 * set them and everyone they name is a member (`members`); else the import's own (paid by the
 * importer, split by the group's default: docs/decisions.md, 'Splits').
 */
export function withRuleOutcome(
  input: BulkInput,
  outcome: RulePreview | null,
  members: ReadonlySet<string>,
): BulkInput {
  if (!outcome) return input;
  const tagIds = outcome.tagIds.map((tag) => tag.tagId);
  return {
    ...input,
    ...ruleSharing(outcome, members),
    name: outcome.name?.value ?? input.name,
    description: input.description ?? outcome.description?.value ?? null,
    categoryIds:
      input.categoryIds.length === 0 && outcome.categoryIds
        ? outcome.categoryIds.value
        : input.categoryIds,
    ...(tagIds.length > 0 ? { tagIds } : {}),
  };
}

/**
 * The category the group's history suggests for each row the rules give none (read for all the
 * rows' names at once, a statement per hundred names): a look-up by row.
 */
export async function rowSuggestions(
  db: Kysely<Database>,
  groupId: string,
  outcomes: ReadonlyMap<ParsedRow, RulePreview | null>,
): Promise<(row: ParsedRow) => SuggestedCategory> {
  const wanted = [...outcomes].filter(
    ([row, outcome]) => row.error === null && wantsSuggestion(outcome),
  );
  const names = wanted.map(([row, outcome]) => storedName(row.name, outcome));
  const found = await suggestedCategories(db, groupId, names);
  const byRow = new Map(wanted.map(([row], i) => [row, found.get(suggestionKey(names[i] ?? ''))]));
  return (row) => byRow.get(row) ?? null;
}

/** A row given the category the user kept from the preview's suggestion, when it has none. */
export const withLineCategory = (input: BulkInput, categoryId: string | undefined): BulkInput =>
  categoryId && input.categoryIds.length === 0 ? { ...input, categoryIds: [categoryId] } : input;
