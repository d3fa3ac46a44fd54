import { nameKey } from '@budget/contract';
import type { ParsedRow } from '../file-text.ts';

/** An open money account of the group, by which an app's account names are matched. */
export interface GroupAccount {
  id: string;
  name: string;
  currency: number;
}

/** Where an app's row goes: its account, and for a transfer the account it goes to. */
export interface Placement {
  /** null: the import's chosen account (no account of the group has the app's account's name). */
  moneyAccountId: string | null;
  /** A transfer between two of the group's accounts: where the money arrives. */
  transferTo: string | null;
}

type Row = ParsedRow & { placement?: Placement };

const transferKey = (row: ParsedRow, from: string, to: string) =>
  `${row.date}|${from}|${to}|${Math.abs(row.amount ?? 0)}`;

/**
 * The rows of an app's export placed in the group's accounts (docs/decisions.md, 'Moving in
 * from other apps'): each in the account of its app account's name (any case); a transfer
 * between two accounts the group has, in the row's currency, becomes one transfer out of the
 * one the money left, its other side (YNAB and Actual list both) dropped. A transfer naming an
 * account the group lacks stays an ordinary row; `transfersAsRows` counts them.
 */
export function placeRows(rows: readonly ParsedRow[], accounts: readonly GroupAccount[]) {
  const byName = new Map(accounts.map((account) => [nameKey(account.name), account]));
  const find = (name: string | null | undefined) => (name ? byName.get(nameKey(name)) : undefined);
  const outflows = new Map<string, number>();
  const pairs = rows.map((row) => {
    const own = find(row.app?.account);
    const other = find(row.app?.transferAccount);
    if (row.error !== null || !row.app?.transferAccount || !own || !other || own.id === other.id)
      return null;
    if (own.currency !== row.currency || other.currency !== row.currency) return null;
    const out = (row.amount ?? 0) <= 0;
    const [from, to] = out ? [own, other] : [other, own];
    const key = transferKey(row, from.id, to.id);
    if (out) outflows.set(key, (outflows.get(key) ?? 0) + 1);
    return { out, from, to, key };
  });
  let transfersAsRows = 0;
  const placed: Row[] = [];
  rows.forEach((row, i) => {
    const pair = pairs[i];
    if (!pair) {
      if (row.error === null && row.app?.transferAccount) transfersAsRows += 1;
      const moneyAccountId = find(row.app?.account)?.id ?? null;
      placed.push({ ...row, placement: { moneyAccountId, transferTo: null } });
      return;
    }
    if (!pair.out && (outflows.get(pair.key) ?? 0) > 0) {
      // The other side of a transfer the file lists from the account the money left.
      outflows.set(pair.key, (outflows.get(pair.key) ?? 0) - 1);
      return;
    }
    placed.push({
      ...row,
      amount: -Math.abs(row.amount ?? 0),
      category: null,
      placement: { moneyAccountId: pair.from.id, transferTo: pair.to.id },
    });
  });
  return { rows: placed, transfersAsRows };
}
