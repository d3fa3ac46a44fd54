import { SplitMethod, type DefaultSplit, type DefaultSplitRequest } from '@budget/contract';
import {
  INCOMES,
  splitPartsOf,
  type SplitDraft,
  type SplitMode,
  type SplitRows,
} from '@/lib/split-rows.ts';

/**
 * The Owner's choices of a default split (docs/decisions.md, 'Splits'), after 'Equally among
 * all' (stored as no default, the mode null): by shares, by percentages, or in proportion to
 * incomes (stored as shares with basis 'incomes' and each income). Exact amounts cannot be a
 * default.
 */
export const DEFAULT_MODES: readonly SplitMode[] = [
  SplitMethod.Shares,
  SplitMethod.Percentages,
  INCOMES,
];

export function modeOf(split: DefaultSplit | null): SplitMode | null {
  if (!split) return null;
  return split.basis === 'incomes' ? INCOMES : split.method;
}

/** What a mode's boxes hold: incomes, or the weights of shares and percentages. */
export type BoxKind = 'incomes' | 'weights';
export const kindOf = (mode: SplitMode | null): BoxKind =>
  mode === INCOMES ? 'incomes' : 'weights';

/** The boxes as the stored default fills them: the incomes of a split by incomes. */
export function storedBoxes(split: DefaultSplit | null): Record<BoxKind, SplitRows> {
  const byIncomes = split?.basis === 'incomes';
  const rows: SplitRows = Object.fromEntries(
    (split?.parts ?? []).map((part) => [
      part.userId,
      { included: true, value: String(byIncomes ? (part.income ?? 0) : part.value) },
    ]),
  );
  return { incomes: {}, weights: {}, [kindOf(modeOf(split))]: rows };
}

/** The default to send (null: equal among all); the editor's check says whether it may be. */
export function requestOf(
  split: SplitDraft,
  memberIds: readonly string[],
): DefaultSplitRequest | null {
  if (split.mode === null) return null;
  const parts = splitPartsOf(split.mode, split.rows, memberIds);
  if (split.mode !== INCOMES) return { method: split.mode, parts };
  const incomes = parts.map(({ userId, value }) => ({ userId, income: value }));
  return { method: SplitMethod.Shares, basis: 'incomes', parts: incomes };
}
