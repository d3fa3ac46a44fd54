/** SPEC section 8: the transactions screen's success toasts, exactly as written. */
export const TRANSACTION_MESSAGES = {
  added: 'Transaction added successfully',
  updated: 'Transaction updated successfully',
  deleted: 'Transaction deleted',
} as const;

/** SPEC section 2, shown (DECISIONS.md) only when the user has no group at all. */
export const NO_GROUPS_MESSAGE =
  'No groups available. Please create at least one to manage transactions.';
