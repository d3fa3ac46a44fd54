import type { CategoryPart, Transaction } from '@budget/contract';
import { i18next } from '@/lib/i18n/i18n.ts';
import { fromMinorUnits, toMinorUnits } from '@/lib/money.ts';
import { amountMinorOf } from './sharing.ts';
import { amountBoxText, readAmount } from '@/lib/amount-text.ts';

// The amount divided among the chosen categories (docs/decisions.md, 'Category parts').

/** Each chosen category's part as typed, by category id. */
export type PartTexts = Record<string, string>;

/** Minor units of a part as typed; null while it is not a positive amount of whole cents. */
function partMinorOf(text: string | undefined): number | null {
  const value = readAmount(text ?? '');
  if (!Number.isFinite(value) || value <= 0) return null;
  const minor = toMinorUnits(value);
  return Math.abs(minor - value * 100) < 1e-6 ? minor : null;
}

export interface LiveParts {
  /** What the parts leave of the value (negative: they pass it), or null while unknown. */
  leftMinor: number | null;
  /** Each category's part, once every part is typed. */
  parts: { categoryId: string; minor: number }[] | null;
}

/** The parts of the chosen categories against the value typed so far. */
export function liveParts(amountText: string, categoryIds: string[], texts: PartTexts): LiveParts {
  const amount = amountMinorOf(amountText);
  const minors = categoryIds.map((id) => partMinorOf(texts[id]));
  const typed = minors.reduce<number>((sum, minor) => sum + (minor ?? 0), 0);
  const complete = minors.every((minor) => minor !== null);
  return {
    leftMinor: amount === null ? null : amount - typed,
    parts: complete
      ? categoryIds.map((categoryId, i) => ({ categoryId, minor: minors[i]! }))
      : null,
  };
}

/**
 * The `categoryParts` to send: null when the amount is not divided (or fewer than two
 * categories are chosen), else the parts; a problem, in the language shown, when they do not
 * add up to the value.
 */
export function partsToSend(values: {
  amount: number;
  categoryIds: string[];
  divided: boolean;
  partTexts: PartTexts;
}): { categoryParts: CategoryPart[] | null } | { problem: string } {
  if (!values.divided || values.categoryIds.length < 2) return { categoryParts: null };
  const live = liveParts(String(values.amount), values.categoryIds, values.partTexts);
  if (!live.parts || live.leftMinor !== 0)
    return { problem: i18next.t('form.partsMustAddUp', { ns: 'transactions' }) };
  return {
    categoryParts: live.parts.map(({ categoryId, minor }) => ({
      categoryId,
      amount: fromMinorUnits(minor),
    })),
  };
}

/** The edit form's start: the stored (or sent) parts, as typed text. */
export function storedPartTexts(parts: Transaction['categoryParts']): PartTexts {
  return Object.fromEntries(
    (parts ?? []).map((part) => [part.categoryId, amountBoxText(part.amount)]),
  );
}
