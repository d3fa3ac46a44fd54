import { MoneyAccountMessage } from '@budget/contract';
import { validationFailed } from '../../lib/app-error.ts';
import { accountsOfGroup, type MoneyAccountRow } from './money-accounts.repository.ts';
import type { Trx } from './group-lock.ts';

/** Which account a write puts money in (docs/decisions.md, 'Money accounts'). */
export interface AccountChoice {
  /** The account asked for: it must be an open account of the group. */
  requested?: string | null;
  /** The account the row is in now (an edit that names none keeps it, closed or not). */
  keep?: string | null;
  /** The request's field named in the 400. */
  field?: string;
}

export function notOpenAccount(field: string) {
  return validationFailed(MoneyAccountMessage.NotOpenAccount, {
    [field]: [MoneyAccountMessage.NotOpenAccount],
  });
}

/**
 * The account among the group's (oldest first): the one asked for when it is open, else the
 * one kept, else the group's first open account.
 */
export function chooseAccount(
  accounts: readonly MoneyAccountRow[],
  { requested, keep, field = 'moneyAccountId' }: AccountChoice,
): MoneyAccountRow {
  if (requested) {
    const found = accounts.find((a) => a.id === requested && a.closed_at === null);
    if (!found) throw notOpenAccount(field);
    return found;
  }
  const kept = keep ? accounts.find((a) => a.id === keep) : undefined;
  if (kept) return kept;
  const first = accounts.find((a) => a.closed_at === null);
  if (!first) throw notOpenAccount(field);
  return first;
}

/** Under the group's lock: the account a write puts money in. */
export async function accountFor(
  trx: Trx,
  groupId: string,
  choice: AccountChoice,
): Promise<MoneyAccountRow> {
  return chooseAccount(await accountsOfGroup(trx, groupId), choice);
}

/**
 * Under the group's lock: where a series' next occurrences go. A closed account takes no new
 * money, so once the series' account is closed they go to the group's first open account, and
 * the series moves there with them (docs/decisions.md, 'Money accounts').
 */
export async function seriesAccount(
  trx: Trx,
  groupId: string,
  accountId: string,
): Promise<MoneyAccountRow> {
  const accounts = await accountsOfGroup(trx, groupId);
  const own = accounts.find((a) => a.id === accountId && a.closed_at === null);
  return own ?? chooseAccount(accounts, {});
}
