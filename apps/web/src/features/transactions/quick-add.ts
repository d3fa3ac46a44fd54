import { TransactionType, type Group } from '@budget/contract';
import type { LastUsed } from './last-used.ts';
import {
  addFormDefaults,
  type TransactionFormInput,
  type TransactionFormOutput,
} from './schemas.ts';

/**
 * Where the add form starts (docs/decisions.md, 'Quick add'). The group: the one in the address
 * if the user may write there, else the last one used if still writable, else the only one. The
 * currency is the last one used until the chosen account's replaces it (use-chosen-account.ts),
 * so it counts only where no account is known. The money account is the last expense's, in the
 * group it was used in. Who paid and the split start from the group's own: a split chosen for
 * one receipt is not silently carried to the next.
 */
export function quickAddStart({
  groups,
  groupId,
  lastUsed,
  userId,
  now = new Date(),
}: {
  /** The groups where the user may write. */
  groups: readonly Group[];
  /** The group of the address (the list's filter), if any. */
  groupId: string | null;
  lastUsed: LastUsed | null;
  userId: string;
  now?: Date;
}): TransactionFormInput {
  const writable = (id: string | null | undefined) => groups.find((group) => group.id === id);
  const remembered = writable(lastUsed?.groupId);
  const group = writable(groupId) ?? remembered ?? (groups.length === 1 ? groups[0] : undefined);
  const defaultValues = addFormDefaults(group?.id ?? '', now, userId);
  if (lastUsed) defaultValues.currency = lastUsed.currency;
  // The form checks it is still an open account of the group once their list is in.
  const account = accountForType(lastUsed, group?.id ?? '', TransactionType.Expense);
  if (account) defaultValues.moneyAccountId = account;
  return defaultValues;
}

/**
 * The money account the last transaction of this type went to, while the form is in that
 * group: an income starts where the last income went, not in the card of the last expense.
 */
export function accountForType(
  lastUsed: LastUsed | null,
  groupId: string,
  type: number,
): string | null {
  if (!lastUsed || groupId === '' || lastUsed.groupId !== groupId) return null;
  const account =
    type === TransactionType.Income ? lastUsed.incomeMoneyAccountId : lastUsed.moneyAccountId;
  return account ?? null;
}

/**
 * What to remember of a transaction just added: its group and currency, and its account as the
 * last of its type's, the other type's kept while the group is the same.
 */
export function lastUsedOf(values: TransactionFormOutput, before: LastUsed | null): LastUsed {
  const same = before?.groupId === values.groupId ? before : null;
  const account = values.moneyAccountId || null;
  const income = values.transactionType === TransactionType.Income;
  return {
    groupId: values.groupId,
    currency: values.currency,
    moneyAccountId: income ? (same?.moneyAccountId ?? null) : account,
    incomeMoneyAccountId: income ? account : (same?.incomeMoneyAccountId ?? null),
  };
}
