import {
  MemberRole,
  SplitMethod,
  TransactionType,
  splitAmount,
  splitProblem,
  type SplitPart,
  type SplitPartInput,
} from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { validationFailed } from '../../lib/app-error.ts';
import type { Trx, WriteContext } from './group-lock.ts';
import { groupSharing } from './splits.repository.ts';

/** A transaction's split as stored (JSON on its row): how it was entered and each share. */
export interface StoredSplit {
  method: SplitMethod;
  parts: (SplitPartInput & SplitPart)[];
}

/** What a write asks for: the payer and split as sent (each may be absent). */
export interface SharingInput {
  paidBy?: string | null;
  split?: { method: SplitMethod; parts: SplitPartInput[] } | null;
  /** An edit back to the group's default split, in place of the stored one. */
  splitDefault?: boolean;
}

export interface Sharing {
  paid_by: string | null;
  split: string | null;
}

export const NOT_SHARED: Sharing = { paid_by: null, split: null };

export function parseSplit(json: string | null): StoredSplit | null {
  if (json === null) return null;
  return JSON.parse(json) as StoredSplit;
}

function refuse(field: string, message: string): never {
  throw validationFailed(message, { [field]: [message] });
}

/** The parts with each member's share of `amountMinor` (positive), checked first. */
export function shareOut(
  amountMinor: number,
  method: SplitMethod,
  parts: readonly SplitPartInput[],
): StoredSplit {
  const problem = splitProblem(amountMinor, method, parts);
  if (problem !== null) refuse('split', problem);
  const shares = splitAmount(amountMinor, method, parts);
  return {
    method,
    parts: parts.map((part, i) => ({ ...part, minor: shares[i]?.minor ?? 0 })),
  };
}

/**
 * The same split of a new amount: the method and values as entered, the shares computed again.
 * Exact amounts no longer add up to a new amount, so they become shares in their proportion.
 */
export function reshare(split: StoredSplit, amountMinor: number): StoredSplit {
  const total = split.parts.reduce((sum, part) => sum + part.minor, 0);
  if (split.method !== SplitMethod.Exact || total === amountMinor)
    return shareOut(amountMinor, split.method, split.parts);
  if (total === 0) return shareOut(amountMinor, SplitMethod.Equal, split.parts);
  const parts = split.parts.map(({ userId, minor }) => ({ userId, value: minor }));
  return shareOut(amountMinor, SplitMethod.Shares, parts);
}

/** Expenses and transfers move money out of the payer's hands, incomes into them. */
export function outflowSign(transactionType: number): 1 | -1 | 0 {
  if (transactionType === TransactionType.Income) return -1;
  if (transactionType === TransactionType.Expense || transactionType === TransactionType.Transfer)
    return 1;
  return 0;
}

/**
 * Under the group's lock: the payer and split a transaction is written with. Sent ones must name
 * current members. Without them, an edit keeps the stored payer and split (shares computed anew
 * for the amount; a member who left keeps their part), and a new transaction is paid by the
 * one who enters it and split by the group's default (docs/decisions.md, 'Splits'), which may
 * leave an income unshared.
 */
export async function resolveSharing(
  ctx: WriteContext,
  groupId: string,
  input: SharingInput,
  amountMinor: number,
  enteredBy: string | null,
  current: (Sharing & { transaction_type?: number }) | null,
  type: number,
): Promise<Sharing> {
  const paidBy = input.paidBy ?? current?.paid_by ?? enteredBy;
  if (paidBy === null) return NOT_SHARED;
  const stored = current && input.splitDefault !== true ? parseSplit(current.split) : null;
  // SPEC's edit sends neither: the stored sharing stays, read with no further statement.
  // An unshared transaction whose type changes (an income kept by its receiver made an expense)
  // is shared as a new one of its new type would be.
  const retyped =
    current?.transaction_type !== undefined && Number(current.transaction_type) !== Number(type);
  const keep = !input.paidBy && !input.split && input.splitDefault !== true;
  if (keep && (stored || !retyped)) {
    if (stored) return { paid_by: paidBy, split: JSON.stringify(reshare(stored, amountMinor)) };
    if (current) return { paid_by: current.paid_by, split: current.split };
  }
  const group = await sharingOf(ctx.trx, groupId);
  if (input.paidBy && !group.members.has(input.paidBy))
    refuse('paidBy', 'The payer must be a member of the group');
  if (input.split) {
    const strangers = input.split.parts.filter((part) => !group.members.has(part.userId));
    if (strangers.length > 0) refuse('split', 'Every member of a split must be in the group');
    const split = shareOut(amountMinor, input.split.method, input.split.parts);
    return { paid_by: paidBy, split: JSON.stringify(split) };
  }
  // A payer named for a transaction never shared (or a new one): the default split.
  const split = stored ? reshare(stored, amountMinor) : splitterOf(group)(amountMinor, type);
  return { paid_by: paidBy, split: split === null ? null : JSON.stringify(split) };
}

/** The group's current members and how it shares by default, in one statement. */
async function sharingOf(trx: Trx | Kysely<Database>, groupId: string) {
  const sharing = await groupSharing(trx, groupId);
  const stored = sharing.defaultSplit
    ? (JSON.parse(sharing.defaultSplit) as { method: SplitMethod; parts: SplitPartInput[] })
    : null;
  const payers = sharing.members.filter((member) => member.role !== MemberRole.Viewer);
  // A group of Viewers alone cannot happen (it has an Owner), but its split would still add up.
  const equalAmong = sharing.equalAmongEveryone || payers.length === 0 ? sharing.members : payers;
  return {
    members: new Set(sharing.members.map((member) => member.userId)),
    equalIds: equalAmong.map((member) => member.userId).sort(),
    stored,
    splitIncomes: sharing.splitIncomes,
  };
}

/**
 * The group's default split among its current members, for any amount and type: null for an
 * income when the group keeps incomes unshared; else its default split, or an equal one among
 * the members who pay (or everyone, as the group says) when none is set or when members it
 * names have left so that it no longer adds up.
 */
function splitterOf(group: Awaited<ReturnType<typeof sharingOf>>) {
  const { members, stored } = group;
  // A default in proportion to incomes keeps each income beside its share: not copied along.
  const parts =
    stored?.parts
      .filter((part) => members.has(part.userId))
      .map(({ userId, value }) => ({ userId, value })) ?? [];
  const equal = group.equalIds.map((userId) => ({ userId, value: 1 }));
  return (amountMinor: number, transactionType: number): StoredSplit | null => {
    if (transactionType === TransactionType.Income && !group.splitIncomes) return null;
    return stored && splitProblem(amountMinor, stored.method, parts) === null
      ? shareOut(amountMinor, stored.method, parts)
      : shareOut(amountMinor, SplitMethod.Equal, equal);
  };
}

/** Outside a write too (a preview of rules applied reads it with no lock). */
export async function defaultSplitter(trx: Trx | Kysely<Database>, groupId: string) {
  return splitterOf(await sharingOf(trx, groupId));
}
