import { v7 } from 'uuid';

/**
 * A new transaction's id: a UUID whose first bits are the time it was written (version 7), so
 * the rows of one day, listed by date and then id, come in the order they were entered
 * (docs/decisions.md, 'Categories and transactions').
 */
export function newTransactionId(): string {
  return v7();
}
