import { TransactionType } from '@budget/contract';

/** A row of money_account_day_sums but its figures. */
export interface AccountDayKey {
  money_account_id: string;
  currency: number;
  day: string;
  group_id: string;
}

/** What the account-side figures of a transaction are read from. */
export interface AccountRow {
  groupId: string;
  transactionType: number;
  currency: number;
  date: string;
  amount: number;
  accountId: string;
  toAccountId: string | null;
  toAmount: number | null;
  toCurrency: number | null;
}

export interface AccountSide {
  key: string;
  fields: AccountDayKey;
  /** What it moves in the account (signed minor units). */
  amount: number;
}

/**
 * The accounts a transaction touches and what it moves in each (docs/decisions.md, 'Money
 * accounts'): its own amount in its account; a transfer between accounts also its `toAmount`
 * in the destination; a settlement between members (a Transfer naming no destination) moves
 * money between people, not out of an account, so it counts in its account with 0.
 */
export function accountSides(row: AccountRow): AccountSide[] {
  const side = (accountId: string, currency: number, amount: number): AccountSide => ({
    key: `${accountId}|${currency}|${row.date}`,
    fields: { money_account_id: accountId, currency, day: row.date, group_id: row.groupId },
    amount,
  });
  const settlement = row.transactionType === TransactionType.Transfer && row.toAccountId === null;
  const sides = [side(row.accountId, row.currency, settlement ? 0 : row.amount)];
  if (row.toAccountId !== null) {
    sides.push(side(row.toAccountId, row.toCurrency ?? row.currency, row.toAmount ?? 0));
  }
  return sides;
}
