import { lazy } from 'react';

// The forms' code (react-hook-form, the schemas, the calendar, the split fields) loads when a form
// opens: the list, which most visits show first, draws without it (docs/performance.md, 'First
// screens').
export const AddTransactionForm = lazy(() =>
  import('./add-transaction-form.tsx').then((module) => ({ default: module.AddTransactionForm })),
);
export const EditTransactionForm = lazy(() =>
  import('./edit-transaction-form.tsx').then((module) => ({ default: module.EditTransactionForm })),
);
export const EditTransferForm = lazy(() =>
  import('./edit-transfer-form.tsx').then((module) => ({ default: module.EditTransferForm })),
);
