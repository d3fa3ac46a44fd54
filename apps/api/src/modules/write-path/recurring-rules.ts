import {
  TransactionType,
  splitProblem,
  type RuleAction,
  type RuleCondition,
  type RuleMatchMode,
  type RulePreview,
} from '@budget/contract';
import { compileRules, runRules, type CompiledRules } from '../rules/rules-engine.ts';
import type { Trx } from './group-lock.ts';
import type { SeriesRow } from './recurring-rows.repository.ts';
import { commonAccountIds } from './money-accounts.repository.ts';
import { enabledRuleRows, membersInGroup } from './rules.repository.ts';
import { defaultSplitter, shareOut, type Sharing } from './splits.ts';

// The group's rules on the occurrences the scheduler makes (docs/decisions.md, 'Rules'): each
// occurrence is filled in as an entered transaction is, the series itself is left as it is.

/** A group's enabled rules compiled once for a scheduler pass, with the members they may name. */
export interface OccurrenceRules {
  compiled: CompiledRules;
  /** Of the members the rules name as payer or in a split, those still in the group. */
  members: ReadonlySet<string>;
  /** The accounts of common money: occurrences there take no payer or split (common-money.ts). */
  commonAccounts: ReadonlySet<string>;
}

const namedIn = (actions: readonly RuleAction[]) =>
  actions.flatMap((action) =>
    action.type === 'setSharing'
      ? [
          ...(action.paidBy ? [action.paidBy] : []),
          ...(action.split?.parts.map((part) => part.userId) ?? []),
        ]
      : [],
  );

/** Under the lock: the group's rules ready to run, or null when none is enabled. */
export async function occurrenceRules(trx: Trx, groupId: string): Promise<OccurrenceRules | null> {
  const rows = await enabledRuleRows(trx, groupId);
  if (rows.length === 0) return null;
  // Stored JSON was checked by the contract's schemas when the rule was written.
  const rules = rows.map((row) => ({
    id: row.id,
    name: row.name,
    enabled: true,
    matchMode: row.match_mode as RuleMatchMode,
    conditions: JSON.parse(row.conditions) as RuleCondition[],
    actions: JSON.parse(row.actions) as RuleAction[],
  }));
  const named = [...new Set(rules.flatMap((rule) => namedIn(rule.actions)))];
  const [members, commonAccounts] = await Promise.all([
    membersInGroup(trx, groupId, named),
    commonAccountIds(trx, groupId),
  ]);
  return { compiled: compileRules(rules), members, commonAccounts };
}

/**
 * The payer and split the rules give an occurrence of a series that has none (one set up before
 * splits): only while everyone they name is still a member, else null (it stays unshared).
 */
async function ruleSharing(
  trx: Trx,
  row: SeriesRow,
  outcome: RulePreview,
  members: ReadonlySet<string>,
): Promise<Sharing | null> {
  if (row.paid_by !== null || row.split !== null) return null;
  if (!outcome.paidBy && !outcome.split) return null;
  const named = [
    ...(outcome.paidBy ? [outcome.paidBy.value] : []),
    ...(outcome.split?.value.parts.map((part) => part.userId) ?? []),
  ];
  if (named.some((userId) => !members.has(userId))) return null;
  const paidBy = outcome.paidBy?.value ?? row.created_by;
  if (paidBy === null) return null;
  const amount = Math.abs(Number(row.amount));
  const wanted = outcome.split?.value;
  const split =
    wanted && splitProblem(amount, wanted.method, wanted.parts) === null
      ? shareOut(amount, wanted.method, wanted.parts)
      : (await defaultSplitter(trx, row.group_id))(amount, Number(row.transaction_type));
  return { paid_by: paidBy, split: split === null ? null : JSON.stringify(split) };
}

/**
 * What the next occurrences of a series are once the rules ran on it (every occurrence of one
 * series reads the same, so they run once per series): its categories when it names none, its
 * tags added to, the name a rule renames it to, a description when it has none, the payer and
 * split when it has neither. Only the copy is changed: the series keeps what it was given.
 */
export async function withOccurrenceRules(
  trx: Trx,
  row: SeriesRow,
  moneyAccountId: string | null,
  rules: OccurrenceRules | null,
): Promise<SeriesRow> {
  if (!rules || Number(row.transaction_type) === TransactionType.Transfer) return row;
  const outcome = runRules(rules.compiled, {
    name: row.name,
    description: row.description,
    // Its name is its payee, as a typed entry's (rules-on-entry.ts).
    payee: row.name,
    amountMinor: Math.abs(Number(row.amount)),
    currency: Number(row.currency),
    transactionType: Number(row.transaction_type),
    moneyAccountId,
    fileName: null,
  });
  if (outcome.matched.length === 0) return row;
  const tags = [...(row.tag_ids === '' ? [] : row.tag_ids.split(','))];
  for (const tag of outcome.tagIds) if (!tags.includes(tag.tagId)) tags.push(tag.tagId);
  const ruleCategories = outcome.categoryIds?.value ?? [];
  const categories = row.category_ids === '' && ruleCategories.length > 0;
  return {
    ...row,
    ...(moneyAccountId !== null && rules.commonAccounts.has(moneyAccountId)
      ? {}
      : await ruleSharing(trx, row, outcome, rules.members)),
    name: outcome.name?.value ?? row.name,
    description: row.description ?? outcome.description?.value ?? null,
    category_ids: categories ? [...ruleCategories].sort().join(',') : row.category_ids,
    category_parts: categories ? null : row.category_parts,
    tag_ids: tags.join(','),
  };
}
