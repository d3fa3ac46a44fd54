import { TransactionType, type RulePreview } from '@budget/contract';
import type { CompiledRules } from '../rules/rules-engine.ts';
import { runRules } from '../rules/rules-engine.ts';
import type { BulkInput } from '../write-path/write-path.ts';
import type { ParsedRow } from './file-text.ts';

import { ruleSharing } from '../rules/rules-on-entry.ts';

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
