import { signedAmountField, type Reconciliation } from '@budget/contract';
import { z } from 'zod';
import { dayField } from '@/lib/day-field.ts';
import { toMinorUnits } from '@/lib/money.ts';
import { amountText } from '@/lib/amount-schema.ts';
import { amountBoxText } from '@/lib/amount-text.ts';

/**
 * Reconcile: the day of the bank's statement and its balance there, as the value box holds it
 * (lib/amount-text.ts). An asset's balance is typed signed, as its statement shows it; a credit
 * card's or loan's as the amount owed, positive as its statement prints it, and stored negated
 * (docs/decisions.md, 'Money accounts').
 */
export const reconcileFormSchema = z.object({
  date: dayField(),
  balance: amountText(Number.NaN).pipe(signedAmountField),
});
export type ReconcileFormInput = z.input<typeof reconcileFormSchema>;
export type ReconcileFormOutput = z.output<typeof reconcileFormSchema>;

/** The account's balance from what was typed: an amount owed is a negative balance. */
export const typedBalance = (typed: number, owed: boolean) => (owed ? -typed : typed);

/**
 * Where the form starts: an import's closing balance newer than the last reconciliation is what
 * the bank said last (its day and balance); else today, the balance left to type.
 */
export function reconcileDefaults(
  view: Pick<Reconciliation, 'latestCheckpoint' | 'lastReconciledDate'> | undefined,
  today: string,
  owed = false,
): ReconcileFormInput {
  const latest = view?.latestCheckpoint;
  const fresh =
    latest?.source === 'import' &&
    (view?.lastReconciledDate === null || latest.date > (view?.lastReconciledDate ?? ''));
  if (latest && fresh) {
    return { date: latest.date, balance: amountBoxText(typedBalance(latest.balance, owed)) };
  }
  return { date: today, balance: '' };
}

/**
 * The cleared balance less the statement's, in minor units (0: it can be reconciled), or null
 * while the balance typed is no amount.
 */
export function differenceMinor(
  clearedBalance: number,
  typed: string,
  owed = false,
): number | null {
  const parsed = reconcileFormSchema.shape.balance.safeParse(typed);
  if (!parsed.success) return null;
  return toMinorUnits(clearedBalance) - toMinorUnits(typedBalance(parsed.data, owed));
}
