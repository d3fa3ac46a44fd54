import { TransactionType } from '@budget/contract';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';

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
  /** Whether the bank has each side: its own account's, and a transfer's arriving one. */
  cleared: boolean;
  toCleared: boolean;
}

export interface AccountSide {
  key: string;
  fields: AccountDayKey;
  /** What it moves in the account (signed minor units). */
  amount: number;
  /** The same when the side is cleared, else 0. */
  clearedAmount: number;
}

/** A stored row's account-side fields as AccountRow reads them. */
export function accountFieldsOf(row: {
  money_account_id: string;
  to_money_account_id: string | null;
  to_amount: number | null;
  to_currency: number | null;
  cleared: number | boolean;
  to_cleared: number | boolean;
}) {
  return {
    accountId: row.money_account_id,
    toAccountId: row.to_money_account_id,
    toAmount: row.to_amount === null ? null : Number(row.to_amount),
    toCurrency: row.to_currency === null ? null : Number(row.to_currency),
    cleared: Number(row.cleared) === 1,
    toCleared: Number(row.to_cleared) === 1,
  };
}

/**
 * The accounts a transaction touches and what it moves in each (docs/decisions.md, 'Money
 * accounts'): its own amount in its account; a transfer between accounts also its `toAmount`
 * in the destination. A settlement between members (a Transfer naming no destination) moves
 * money between people, not out of an account: it touches none, so no statement lists or
 * counts it.
 */
export function accountSides(row: AccountRow): AccountSide[] {
  const side = (
    accountId: string,
    currency: number,
    amount: number,
    cleared: boolean,
  ): AccountSide => ({
    key: `${accountId}|${currency}|${row.date}`,
    fields: { money_account_id: accountId, currency, day: row.date, group_id: row.groupId },
    amount,
    clearedAmount: cleared ? amount : 0,
  });
  if (row.transactionType === TransactionType.Transfer && row.toAccountId === null) return [];
  const sides = [side(row.accountId, row.currency, row.amount, row.cleared)];
  if (row.toAccountId !== null) {
    const arriving = row.toAmount ?? 0;
    sides.push(side(row.toAccountId, row.toCurrency ?? row.currency, arriving, row.toCleared));
  }
  return sides;
}

/**
 * Not a settlement between members (a Transfer naming no destination): it sits in an account
 * but moves nothing there, so accounts' lists, counts and reconciliation leave it out
 * (docs/decisions.md, 'Money accounts').
 */
export function notSettlement(
  eb: ExpressionBuilder<Database, 'transactions'>,
): Expression<SqlBool> {
  return eb.or([
    eb('transactions.transaction_type', '<>', TransactionType.Transfer),
    eb('transactions.to_money_account_id', 'is not', null),
  ]);
}
