import {
  MemberRole,
  SplitMethod,
  incomesProblem,
  sharesFromIncomes,
  splitAmount,
  splitCheck,
  type SplitGap,
  type SplitPartInput,
} from '@budget/contract';
import { hasLongFraction, readAmount } from './amount-text.ts';

/**
 * How a split is entered: one of the contract's methods, or (a group's default only) in
 * proportion to incomes, which the server turns into shares (docs/decisions.md, 'Splits').
 */
export const INCOMES = 'incomes';
export type SplitMode = SplitMethod | typeof INCOMES;

/** What the contract says of a box with more than two decimals, per kind of box. */
const LONG_FRACTION: Record<SplitMode, string> = {
  [SplitMethod.Equal]: 'Enter a number',
  [SplitMethod.Shares]: 'Enter a number',
  [SplitMethod.Percentages]: 'Percentages have at most two decimals',
  [SplitMethod.Exact]: 'Amounts have at most two decimals',
  [INCOMES]: 'Incomes have at most two decimals',
};

/** One member's row of a split, by user id: ticked (Equally) and the number typed (the rest). */
export type SplitRows = Record<string, { included: boolean; value: string }>;

/** A split being entered: the mode (null: none chosen, e.g. the group's default) and its rows. */
export interface SplitDraft {
  mode: SplitMode | null;
  rows: SplitRows;
}

/** A row no one has touched: not ticked, nothing typed. */
export const EMPTY_ROW: SplitRows[string] = { included: false, value: '' };

/** 100.00 stands in for every amount where a split's proportions are what counts. */
export const HUNDRED = 10_000;

/**
 * The rows a newly chosen method starts from, so the split adds up at once where it can:
 * everyone ticked, one share each, or the percentages spread evenly (the odd hundredths to the
 * first members). Exact amounts and incomes start empty: only the user knows them.
 */
export function freshRows(mode: SplitMode, memberIds: readonly string[]): SplitRows {
  const count = memberIds.length;
  const basis = count > 0 ? Math.floor(10_000 / count) : 0;
  return Object.fromEntries(
    memberIds.map((userId, index) => {
      let value = '';
      if (mode === SplitMethod.Shares) value = '1';
      if (mode === SplitMethod.Percentages)
        value = String((basis + (index < 10_000 - basis * count ? 1 : 0)) / 100);
      return [userId, { included: true, value }];
    }),
  );
}

/**
 * The members a new split starts from: Owners and Members. A Viewer pays nothing and owes
 * nothing by the group's default (docs/decisions.md, 'Splits'), so a split that started with
 * them would quietly charge them; their row starts empty, to be ticked or filled by hand.
 */
export function payingMemberIds(
  members: readonly { userId: string; role: MemberRole }[],
): string[] {
  return members
    .filter((member) => member.role !== MemberRole.Viewer)
    .map((member) => member.userId);
}

/**
 * The parts sent for the current group's members: the ticked ones for Equally, otherwise those
 * with a number other than zero (an empty box means the member does not share it).
 */
export function splitPartsOf(
  mode: SplitMode,
  rows: SplitRows,
  memberIds: readonly string[],
): SplitPartInput[] {
  return memberIds.flatMap((userId) => {
    const row = rows[userId];
    if (!row) return [];
    if (mode === SplitMethod.Equal) return row.included ? [{ userId, value: 1 }] : [];
    const text = row.value.trim();
    if (text === '' || readAmount(text) === 0) return [];
    return [{ userId, value: readAmount(text) }];
  });
}

export interface SplitCheck {
  /** Why it does not add up, or null. */
  problem: string | null;
  /** When percentages or exact amounts do not add up: by how much (split-problem-text.ts). */
  gap?: SplitGap | null;
  /** The parts as entered (incomes: each member's income). */
  parts: SplitPartInput[];
  /** Each member's part in minor units of the amount, when it adds up and the amount is known. */
  minorByUser: ReadonlyMap<string, number>;
}

/**
 * What the rows give for the amount (in minor units; null while none is typed), checked and
 * computed with the contract's arithmetic, as the server will store it.
 */
export function checkSplit(
  draft: SplitDraft,
  memberIds: readonly string[],
  amountMinor: number | null,
): SplitCheck {
  const none = new Map<string, number>();
  if (draft.mode === null) return { problem: null, parts: [], minorByUser: none };
  const parts = splitPartsOf(draft.mode, draft.rows, memberIds);
  // A box's text that is no amount (lib/amount-text.ts), said as such rather than as a negative;
  // more than two decimals in the contract's words ('4,000' as an income is no 4).
  const long = memberIds.some((id) => hasLongFraction(draft.rows[id]?.value ?? ''));
  if (long) return { problem: LONG_FRACTION[draft.mode], parts, minorByUser: none };
  if (parts.some((part) => Number.isNaN(part.value)))
    return { problem: 'Enter a number', parts, minorByUser: none };
  const method = draft.mode === INCOMES ? SplitMethod.Shares : draft.mode;
  let weights = parts;
  let problem: string | null = null;
  if (draft.mode === INCOMES) {
    const incomes = parts.map(({ userId, value }) => ({ userId, income: value }));
    problem = incomesProblem(incomes);
    if (problem === null) weights = sharesFromIncomes(incomes);
  }
  let gap: SplitGap | null = null;
  if (problem === null) ({ problem, gap } = splitCheck(amountMinor ?? 0, method, weights));
  if (problem !== null || amountMinor === null) return { problem, gap, parts, minorByUser: none };
  const minors = splitAmount(amountMinor, method, weights).map(
    (part) => [part.userId, part.minor] as const,
  );
  return { problem, parts, minorByUser: new Map(minors) };
}
