import { SplitMethod, currencyField, splitInputSchema } from '@budget/contract';
import { z } from 'zod';

/**
 * What the user chose in the last transaction they added on this device (docs/decisions.md,
 * 'Quick add'): the add form starts from it (its group, currency, payer, split and account). Kept in localStorage per user, as a household may
 * share one phone; it is a convenience, so storage that is blocked or holds something else
 * reads as nothing remembered.
 */
const lastUsedSchema = z.object({
  groupId: z.string().min(1),
  currency: currencyField,
  /** The payer, when the group had two or more members (the form offered 'Paid by'). */
  paidBy: z.string().min(1).nullable(),
  /** The split chosen, or null for the group's default. */
  split: splitInputSchema.nullable(),
  /** The money account, in that group (stored before accounts existed: none). */
  moneyAccountId: z
    .string()
    .min(1)
    .nullish()
    .transform((value) => value ?? null),
});
export type LastUsed = z.input<typeof lastUsedSchema>;

const STORAGE_KEY = 'budget-app.transactions.last-used';

/** The part of Storage used here, so tests can pass a stand-in. */
export type LastUsedStorage = Pick<Storage, 'getItem' | 'setItem'>;

function browserStorage(): LastUsedStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // A browser that blocks storage throws on the very access.
    return null;
  }
}

function readAll(storage: LastUsedStorage): Record<string, unknown> {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null');
    return typeof stored === 'object' && stored !== null && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The user's last choices on this device, or null. */
export function readLastUsed(
  userId: string,
  storage: LastUsedStorage | null = browserStorage(),
): LastUsed | null {
  if (!storage || userId === '') return null;
  const parsed = lastUsedSchema.safeParse(readAll(storage)[userId]);
  return parsed.success ? parsed.data : null;
}

/**
 * Keeps the choices of a transaction just added (sent, or kept in the outbox to be sent). An
 * exact-amounts split fits only its own amount, so the next one starts from the group's default.
 */
export function rememberLastUsed(
  userId: string,
  choices: LastUsed,
  storage: LastUsedStorage | null = browserStorage(),
): void {
  if (!storage || userId === '') return;
  const split = choices.split?.method === SplitMethod.Exact ? null : (choices.split ?? null);
  const parsed = lastUsedSchema.safeParse({ ...choices, split });
  if (!parsed.success) return;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(storage), [userId]: parsed.data }));
  } catch {
    // Full or blocked: the next form starts from the defaults.
  }
}
