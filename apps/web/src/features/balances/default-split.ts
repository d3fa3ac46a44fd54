import {
  SplitMethod,
  incomesProblem,
  sharesFromIncomes,
  splitProblem,
  type DefaultSplit,
  type DefaultSplitRequest,
} from '@budget/contract';

/**
 * The Owner's choices of a default split (docs/decisions.md, 'Splits'): equal among all (stored
 * as no default), by shares, by percentages, or in proportion to incomes (stored as shares with
 * basis 'incomes' and each income). Exact amounts cannot be a default.
 */
export const EQUAL = -1;
export const INCOMES = -2;
export const DEFAULT_OPTIONS = [
  { value: EQUAL, label: 'Equally among all' },
  { value: SplitMethod.Shares, label: 'By shares' },
  { value: SplitMethod.Percentages, label: 'By percentages' },
  { value: INCOMES, label: 'In proportion to incomes' },
] as const;

/** What one member's box holds, by user id: a share, a percentage or a monthly income. */
export type EnteredValues = Record<string, string>;

export function choiceOf(split: DefaultSplit | null): number {
  if (!split) return EQUAL;
  return split.basis === 'incomes' ? INCOMES : split.method;
}

/** The boxes as the stored default fills them: the incomes of a split by incomes. */
export function enteredOf(split: DefaultSplit | null): EnteredValues {
  const byIncomes = split?.basis === 'incomes';
  return Object.fromEntries(
    (split?.parts ?? []).map((part) => [
      part.userId,
      String(byIncomes ? (part.income ?? 0) : part.value),
    ]),
  );
}

/** The members with a number above zero: an empty box (or 0) leaves a member out. */
function entered(memberIds: readonly string[], values: EnteredValues) {
  return memberIds.flatMap((userId) => {
    const text = values[userId]?.trim() ?? '';
    return text === '' || Number(text) === 0 ? [] : [{ userId, value: Number(text) }];
  });
}

export interface DefaultSplitDraft {
  /** Why it cannot be saved, or null. */
  problem: string | null;
  /** The default to send (null: equal among all). */
  request: DefaultSplitRequest | null;
  /** In proportion to incomes: each member's resulting part of any amount, in percent. */
  percents: ReadonlyMap<string, number>;
}

/** What the form would save, checked with the contract's arithmetic as the server checks it. */
export function draftOf(
  choice: number,
  memberIds: readonly string[],
  values: EnteredValues,
): DefaultSplitDraft {
  const none = new Map<string, number>();
  if (choice === EQUAL) return { problem: null, request: null, percents: none };
  const parts = entered(memberIds, values);
  if (choice !== INCOMES) {
    const method = choice as SplitMethod;
    // 100.00 stands in for any amount: the default's proportions are what is checked.
    return {
      problem: splitProblem(10_000, method, parts),
      request: { method, parts },
      percents: none,
    };
  }
  const incomes = parts.map(({ userId, value }) => ({ userId, income: value }));
  const request: DefaultSplitRequest = {
    method: SplitMethod.Shares,
    basis: 'incomes',
    parts: incomes.map(({ userId, income }) => ({ userId, income })),
  };
  const problem = incomesProblem(incomes);
  if (problem) return { problem, request, percents: none };
  const shares = sharesFromIncomes(incomes);
  const total = shares.reduce((sum, part) => sum + part.value, 0);
  const percents = new Map(shares.map((part) => [part.userId, (part.value * 100) / total]));
  return { problem: splitProblem(10_000, SplitMethod.Shares, shares), request, percents };
}
