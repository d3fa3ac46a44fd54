import { ReconciliationMessage } from '@budget/contract';
import { conflict } from '../../lib/app-error.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';

// The cleared and reconciled state of a transaction's sides (docs/decisions.md, 'Money accounts').

type ClearingColumns = Pick<TransactionRow, 'reconciled' | 'to_reconciled'>;

/** Either side locked by a reconciliation. */
export const isReconciled = (row: ClearingColumns) =>
  Number(row.reconciled) === 1 || Number(row.to_reconciled) === 1;

/** A reconciled row changes only when the request confirms it (409 otherwise). */
export function assertMayChange(row: ClearingColumns, confirmed: boolean | undefined): void {
  if (confirmed || !isReconciled(row)) return;
  const message = ReconciliationMessage.ReconciledChange;
  throw conflict(message, { confirmReconciled: [message] });
}

/**
 * The state an edited row keeps, side by side: a side in another account starts uncleared; one
 * whose amount, currency or date changed stays cleared but is no longer reconciled (what was
 * reconciled is not what the row says any more); anything else keeps its state.
 */
export function keptClearing(updated: TransactionRow, current: TransactionRow): TransactionRow {
  const sourceKept = updated.money_account_id === current.money_account_id;
  const destinationKept =
    updated.to_money_account_id !== null &&
    updated.to_money_account_id === current.to_money_account_id;
  const sameDay = updated.date === current.date;
  const sameSource =
    sourceKept &&
    sameDay &&
    Number(updated.amount) === Number(current.amount) &&
    Number(updated.currency) === Number(current.currency);
  const sameDestination =
    destinationKept &&
    sameDay &&
    Number(updated.to_amount) === Number(current.to_amount) &&
    Number(updated.to_currency) === Number(current.to_currency);
  return {
    ...updated,
    cleared: sourceKept ? Number(current.cleared) : 0,
    reconciled: sameSource ? Number(current.reconciled) : 0,
    to_cleared: destinationKept ? Number(current.to_cleared) : 0,
    to_reconciled: sameDestination ? Number(current.to_reconciled) : 0,
  };
}

/** A restored transaction's state at the bank, side by side (backups since migration 0030). */
export interface RestoredClearing {
  cleared: boolean;
  reconciled: boolean;
  toCleared: boolean;
  toReconciled: boolean;
}

/** Its columns; a reconciled side is cleared, and only a transfer has a second side. */
export function clearingOf(input: { clearing?: RestoredClearing; transfer?: unknown }) {
  const state = input.clearing;
  if (!state) return {};
  const transfer = input.transfer !== undefined;
  return {
    cleared: state.cleared || state.reconciled ? 1 : 0,
    reconciled: state.reconciled ? 1 : 0,
    to_cleared: transfer && (state.toCleared || state.toReconciled) ? 1 : 0,
    to_reconciled: transfer && state.toReconciled ? 1 : 0,
  };
}
