import type { Transaction } from '@budget/contract';

/**
 * Whether a transaction is a transfer between two money accounts (not a members' payment). Apart
 * from the transfer's form (transfer-form.ts) so that a list telling transfers apart does not
 * build the form's schemas on its first screen.
 */
export function isAccountTransfer(transaction: Pick<Transaction, 'toMoneyAccountId'>): boolean {
  return transaction.toMoneyAccountId !== null;
}
