import {
  splitProblem,
  TransactionType,
  type RuleChange,
  type RulePreview,
  type SplitInput,
} from '@budget/contract';
import { fromMinorUnits } from '../../lib/money.ts';
import type { Parts } from './category-parts.ts';
import { parseSplit, reshare, shareOut, type StoredSplit } from './splits.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';

// What applying rules changes on one existing transaction (docs/decisions.md, 'Rules'), and the
// state its undo restores. Pure: the rows and the group's settings are read by the caller.

/** What the rules look at of an existing transaction (the rules engine's RuleSubject). */
export interface TransactionFacts {
  name: string;
  description: string | null;
  payee: string | null;
  amountMinor: number | null;
  currency: number | null;
  transactionType: number | null;
  moneyAccountId: string | null;
  fileName: string | null;
}

/** The group's compiled rules run on one transaction. */
export type OutcomeOf = (facts: TransactionFacts) => RulePreview;

/** What a run changes and its undo restores; `split` as stored (JSON), parts signed. */
export interface RuleState {
  name: string;
  description: string | null;
  paidBy: string | null;
  split: string | null;
  categoryIds: string[];
  parts: Parts;
  tagIds: string[];
}

/** The group as a run reads it once: what still exists, and how it shares by default. */
export interface GroupSetting {
  categories: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  members: ReadonlySet<string>;
  fileNames: ReadonlyMap<string, string>;
  defaultSplit: (amountMinor: number, transactionType: number) => StoredSplit | null;
  /** The accounts of common money, whose rows a rule does not share (common-money.ts). */
  commonAccounts: ReadonlySet<string>;
  /** Who applies the rules: the payer of a transaction a rule splits that had none. */
  userId: string;
}

export interface Decision {
  after: RuleState;
  fields: {
    categoryIds: boolean;
    tagIds: boolean;
    sharing: boolean;
    name: boolean;
    description: boolean;
  };
}

/** An import names a row after its readable payee, so the name is the payee too. */
export const factsOf = (row: TransactionRow, setting: GroupSetting): TransactionFacts => ({
  name: row.name,
  description: row.description,
  payee: row.name,
  amountMinor: Math.abs(Number(row.amount)),
  currency: Number(row.currency),
  transactionType: Number(row.transaction_type),
  moneyAccountId: row.money_account_id,
  fileName:
    row.import_batch_id === null ? null : (setting.fileNames.get(row.import_batch_id) ?? null),
});

/** Whether the outcome sets anything at all. */
export const setsAnything = (o: RulePreview) =>
  o.matched.length > 0 &&
  (o.categoryIds !== null ||
    o.tagIds.length > 0 ||
    o.paidBy !== null ||
    o.split !== null ||
    o.name !== null ||
    o.description !== null);

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join(',') === [...b].sort().join(',');

function sameSplit(a: string | null, b: string | null): boolean {
  if (a === b) return true;
  const [x, y] = [parseSplit(a), parseSplit(b)];
  if (!x || !y || x.method !== y.method || x.parts.length !== y.parts.length) return false;
  return x.parts.every((part, i) => {
    const other = y.parts[i];
    return (
      other?.userId === part.userId && other.value === part.value && other.minor === part.minor
    );
  });
}

/**
 * Who paid and the split a rule sets, for an expense or an income, when everyone it names is
 * still a member (as on entry: rules-on-entry.ts); null when it sets nothing here.
 */
function sharingAfter(row: TransactionRow, outcome: RulePreview, setting: GroupSetting) {
  const type = Number(row.transaction_type);
  if (type !== TransactionType.Expense && type !== TransactionType.Income) return null;
  if (setting.commonAccounts.has(row.money_account_id)) return null;
  const paidBy = outcome.paidBy?.value ?? null;
  const wanted = outcome.split?.value ?? null;
  if (paidBy === null && wanted === null) return null;
  const named = [...(paidBy ? [paidBy] : []), ...(wanted?.parts.map((p) => p.userId) ?? [])];
  if (named.some((userId) => !setting.members.has(userId))) return null;
  const minor = Math.abs(Number(row.amount));
  const stored = parseSplit(row.split);
  let split: StoredSplit | null;
  if (wanted) {
    // Exact amounts that do not add up to this transaction's amount cannot split it.
    if (splitProblem(minor, wanted.method, wanted.parts) !== null) return null;
    split = shareOut(minor, wanted.method, wanted.parts);
  } else split = stored ? reshare(stored, minor) : setting.defaultSplit(minor, type);
  return {
    paidBy: paidBy ?? row.paid_by ?? setting.userId,
    split: split === null ? null : JSON.stringify(split),
  };
}

/** The state after the rules' outcome, and which fields change; null: nothing changes. */
export function decide(
  row: TransactionRow,
  before: RuleState,
  outcome: RulePreview,
  setting: GroupSetting,
): Decision | null {
  const after: RuleState = { ...before };
  const ruleCategories = outcome.categoryIds?.value.filter((id) => setting.categories.has(id));
  if (ruleCategories && ruleCategories.length > 0) {
    after.categoryIds = [...new Set(ruleCategories)];
    after.parts = null;
  }
  const added = outcome.tagIds
    .map((tag) => tag.tagId)
    .filter((id) => setting.tags.has(id) && !before.tagIds.includes(id));
  if (added.length > 0) after.tagIds = [...before.tagIds, ...added];
  const sharing = sharingAfter(row, outcome, setting);
  if (sharing) Object.assign(after, sharing);
  if (outcome.name) after.name = outcome.name.value;
  if (outcome.description) after.description = outcome.description.value;
  const fields = {
    categoryIds:
      !sameList(before.categoryIds, after.categoryIds) ||
      (before.parts !== null && after.parts === null),
    tagIds: added.length > 0,
    sharing: before.paidBy !== after.paidBy || !sameSplit(before.split, after.split),
    name: before.name !== after.name,
    description: before.description !== after.description,
  };
  return Object.values(fields).some(Boolean) ? { after, fields } : null;
}

const splitInput = (json: string | null): SplitInput | null => {
  const split = parseSplit(json);
  return (
    split && {
      method: split.method,
      parts: split.parts.map(({ userId, value }) => ({ userId, value })),
    }
  );
};

/** One change as a preview lists it: only the fields that change. */
export function changeOf(
  row: TransactionRow,
  before: RuleState,
  decision: Decision,
  outcome: RulePreview,
): RuleChange {
  const { after, fields } = decision;
  const pair = <T>(b: T, a: T) => ({ before: b, after: a });
  return {
    transactionId: row.id,
    date: row.date,
    name: row.name,
    amount: fromMinorUnits(Math.abs(Number(row.amount))),
    currency: Number(row.currency),
    rules: outcome.matched,
    changes: {
      ...(fields.categoryIds ? { categoryIds: pair(before.categoryIds, after.categoryIds) } : {}),
      ...(fields.tagIds ? { tagIds: pair(before.tagIds, after.tagIds) } : {}),
      ...(fields.sharing
        ? {
            paidBy: pair(before.paidBy, after.paidBy),
            split: pair(splitInput(before.split), splitInput(after.split)),
          }
        : {}),
      ...(fields.name ? { name: pair(before.name, after.name) } : {}),
      ...(fields.description ? { description: pair(before.description, after.description) } : {}),
    },
  };
}
