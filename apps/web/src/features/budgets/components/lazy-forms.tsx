import { lazy } from 'react';

// The forms' code (react-hook-form, the schemas, the selects) loads when a form opens: the list,
// which most visits show first, draws without it (docs/performance.md, 'First screens').
export const AddBudgetForm = lazy(() =>
  import('./add-budget-form.tsx').then((module) => ({ default: module.AddBudgetForm })),
);
export const EditBudgetForm = lazy(() =>
  import('./edit-budget-form.tsx').then((module) => ({ default: module.EditBudgetForm })),
);
