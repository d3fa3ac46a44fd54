import { currencyField } from '@budget/contract';
import { z } from 'zod';

const accountId = z
  .string()
  .min(1)
  .nullish()
  .transform((value) => value ?? null);

/**
 * What the user chose in the last transactions they added on this device (docs/decisions.md,
 * 'Quick add'): the add form starts in its group and currency, in the account the last expense
 * went to, and an income in the account the last income went to. Not who paid or how it was
 * split: those start from the group's own every time. Kept in localStorage per user, as a
 * household may share one phone; it is a convenience, so storage that is blocked or holds
 * something else reads as nothing remembered.
 */
const lastUsedSchema = z.object({
  groupId: z.string().min(1),
  currency: currencyField,
  /** The last expense's money account, in that group (stored before accounts existed: none). */
  moneyAccountId: accountId,
  /** The last income's money account, in that group. */
  incomeMoneyAccountId: accountId,
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

/** Keeps the choices of a transaction just added (sent, or kept in the outbox to be sent). */
export function rememberLastUsed(
  userId: string,
  choices: LastUsed,
  storage: LastUsedStorage | null = browserStorage(),
): void {
  if (!storage || userId === '') return;
  const parsed = lastUsedSchema.safeParse(choices);
  if (!parsed.success) return;
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ ...readAll(storage), [userId]: parsed.data }));
  } catch {
    // Full or blocked: the next form starts from the defaults.
  }
}
