import { SplitMethod, type SplitInput } from '@budget/contract';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/money.ts';
import { splitProblemText } from '@/lib/split-problem-text.ts';
import { checkSplit, splitPartsOf, type SplitRows } from '@/lib/split-rows.ts';
import { amountBoxText, readAmount } from '@/lib/amount-text.ts';

/** A stored (or remembered) split as rows (members it leaves out are unticked and empty). */
export function storedRows(
  split: { parts: readonly { userId: string; value: number }[] } | null | undefined,
): SplitRows {
  if (!split) return {};
  return Object.fromEntries(
    split.parts.map((part) => [part.userId, { included: true, value: amountBoxText(part.value) }]),
  );
}

/** The Value box as minor units, or null while it holds no positive amount. */
export function amountMinorOf(amountText: string): number | null {
  const amount = readAmount(amountText);
  return Number.isFinite(amount) && amount > 0 ? toMinorUnits(amount) : null;
}

export interface LiveSplit {
  /** Why it does not add up, in the user's language (lib/split-problem-text.ts), or null. */
  problem: string | null;
  /** Each member's part in minor units, when it adds up and the value is known. */
  minorByUser: ReadonlyMap<string, number>;
}

/** What the rows give for the amount typed so far, as the server will compute it. */
export function liveSplit(
  amountText: string,
  method: SplitMethod,
  rows: SplitRows,
  memberIds: readonly string[],
  currency?: number,
): LiveSplit {
  const check = checkSplit({ mode: method, rows }, memberIds, amountMinorOf(amountText));
  const money =
    currency === undefined
      ? undefined
      : (minor: number) => formatMoney(fromMinorUnits(minor), currency);
  return { problem: splitProblemText(check, method, money), minorByUser: check.minorByUser };
}

/** The form's sharing fields: the payer, the split's method and rows, or (edit) the default. */
interface SharingValues {
  paidBy: string;
  splitMethod: SplitMethod | null;
  splitValues: SplitRows;
  splitDefault?: boolean;
}

/** What the request carries of them. */
type SharingSent = { paidBy?: string; split?: SplitInput; splitDefault?: true };

/** What the user changed of the sharing fields (react-hook-form's dirty fields). */
export interface SharingChoice {
  paidBy: boolean;
  split: boolean;
}

/** paidBy and split for the request: only what the user chose, so the server keeps the rest. */
export function sharingRequestOf(
  values: SharingValues,
  chosen: SharingChoice,
  memberIds: readonly string[],
): SharingSent {
  const request: SharingSent = {};
  if (chosen.paidBy && values.paidBy !== '') request.paidBy = values.paidBy;
  if (chosen.split && values.splitDefault === true) request.splitDefault = true;
  else if (chosen.split && values.splitMethod !== null) {
    const method = values.splitMethod;
    request.split = { method, parts: splitPartsOf(method, values.splitValues, memberIds) };
  }
  return request;
}

/** The form's dirty fields the split depends on (react-hook-form's `dirtyFields`). */
export interface SharingDirt {
  amount?: unknown;
  splitMethod?: unknown;
  splitValues?: unknown;
  splitDefault?: unknown;
}

/**
 * Whether the split on the form is checked and sent: the user changed it, or it is by exact
 * amounts and the value changed. Those amounts were parts of the old value; rather than let the
 * server turn them into shares of the new one unseen (docs/decisions.md, 'Splits'), the form says
 * they no longer add up until the household divides the new value. Not when a member who has
 * left holds a part: the form cannot show it, and the server keeps it, in proportion.
 */
export function splitChosen(
  dirty: SharingDirt,
  split: { method: SplitMethod | null; rows: SplitRows },
  memberIds: readonly string[],
): boolean {
  if ([dirty.splitMethod, dirty.splitValues, dirty.splitDefault].some(isDirty)) return true;
  if (split.method !== SplitMethod.Exact || !isDirty(dirty.amount)) return false;
  return Object.entries(split.rows).every(
    ([userId, row]) => row.value.trim() === '' || memberIds.includes(userId),
  );
}

/** Whether a react-hook-form dirty-fields entry marks anything changed. */
export function isDirty(entry: unknown): boolean {
  if (entry === true) return true;
  if (entry && typeof entry === 'object') return Object.values(entry).some(isDirty);
  return false;
}

/**
 * Where a 400 about the payer or the split is shown: 'paidBy' under 'Paid by'; 'split' and its
 * nested paths ('split.parts.0.value') under 'Split' (src/lib/mutation-errors.ts).
 */
export const SHARING_FIELDS = {
  paidBy: 'paidBy',
  split: 'splitMethod',
  'split.*': 'splitMethod',
} as const;

/**
 * What the form sends of the sharing fields: only what the user changed (so an edit keeps the
 * stored payer and split), or why the chosen split cannot be sent. `memberIds` is empty when
 * the group has one member and the fields are not shown.
 */
export function sharingToSend(
  values: SharingValues & { amount: number; currency?: number },
  dirty: SharingDirt & { paidBy?: unknown },
  memberIds: readonly string[],
): { problem: string } | { request: SharingSent } {
  const shown = memberIds.length > 1;
  const chosen = {
    paidBy: shown && isDirty(dirty.paidBy),
    split:
      shown &&
      splitChosen(dirty, { method: values.splitMethod, rows: values.splitValues }, memberIds),
  };
  if (chosen.split && values.splitMethod !== null && values.splitDefault !== true) {
    const { splitMethod, splitValues } = values;
    const amount = String(values.amount);
    const { problem } = liveSplit(amount, splitMethod, splitValues, memberIds, values.currency);
    if (problem !== null) return { problem };
  }
  return { request: sharingRequestOf(values, chosen, memberIds) };
}
