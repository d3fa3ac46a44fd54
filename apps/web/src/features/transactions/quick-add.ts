import { SplitMethod, splitProblem, type Group, type SplitInput } from '@budget/contract';
import type { LastUsed } from './last-used.ts';
import {
  addFormDefaults,
  type SharingRequest,
  type TransactionFormInput,
  type TransactionFormOutput,
} from './schemas.ts';
import { storedRows, type SharingChoice } from './sharing.ts';

export interface QuickAddStart {
  defaultValues: TransactionFormInput;
  /** The payer and split taken from the last transaction: sent as if chosen again. */
  chosen: SharingChoice;
}

/** Whether a remembered split still fits the group: its members all in it, and it adds up. */
function splitFits(split: SplitInput, memberIds: readonly string[]): boolean {
  if (split.method === SplitMethod.Exact) return false;
  if (!split.parts.every((part) => memberIds.includes(part.userId))) return false;
  return splitProblem(0, split.method, split.parts) === null;
}

/**
 * Where the add form starts (docs/decisions.md, 'Quick add'). The group: the one in the address
 * if the user may write there, else the last one used if still writable, else the only one. The
 * currency is the last one used until the chosen account's replaces it (use-chosen-account.ts),
 * so it counts only where no account is known. Payer, split and money account are the last ones
 * only in the group they were used in, and only while the payer is a member and the split's
 * members are too.
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
}): QuickAddStart {
  const writable = (id: string | null | undefined) => groups.find((group) => group.id === id);
  const remembered = writable(lastUsed?.groupId);
  const group = writable(groupId) ?? remembered ?? (groups.length === 1 ? groups[0] : undefined);
  const defaultValues = addFormDefaults(group?.id ?? '', now, userId);
  const chosen: SharingChoice = { paidBy: false, split: false };
  if (lastUsed) defaultValues.currency = lastUsed.currency;
  if (!lastUsed || !group || group !== remembered) return { defaultValues, chosen };
  // The form checks it is still an open account of the group once their list is in.
  if (lastUsed.moneyAccountId) defaultValues.moneyAccountId = lastUsed.moneyAccountId;

  const memberIds = group.groupMembers.map((member) => member.userId);
  if (memberIds.length < 2) return { defaultValues, chosen };
  const { paidBy, split } = lastUsed;
  if (paidBy !== null && paidBy !== userId && memberIds.includes(paidBy)) {
    defaultValues.paidBy = paidBy;
    chosen.paidBy = true;
  }
  if (split !== null && splitFits(split, memberIds)) {
    defaultValues.splitMethod = split.method;
    defaultValues.splitValues = storedRows(split);
    chosen.split = true;
  }
  return { defaultValues, chosen };
}

/**
 * What to remember of a transaction just added: its group, currency, payer, split and account as
 * sent.
 */
export function lastUsedOf(values: TransactionFormOutput, sharing: SharingRequest): LastUsed {
  return {
    groupId: values.groupId,
    currency: values.currency,
    paidBy: values.paidBy === '' ? null : values.paidBy,
    split: sharing.split ?? null,
    moneyAccountId: values.moneyAccountId || null,
  };
}
