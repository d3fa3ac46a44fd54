/** The transactions screen's success toasts, exactly as the product words them. */
export const TRANSACTION_MESSAGES = {
  added: 'Transaction added successfully',
  updated: 'Transaction updated successfully',
  deleted: 'Transaction deleted',
} as const;

/** Shown only when the user has no group at all (docs/product.md, 'Screens'). */
export const NO_GROUPS_MESSAGE =
  'No groups available. Please create at least one to manage transactions.';
