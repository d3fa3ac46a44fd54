import type { Budget } from '@budget/contract';
import { useMemo } from 'react';
import { toast } from '@/lib/toast.ts';
import { useUpdateBudgetMutation } from '../api/use-update-budget-mutation.ts';
import { BUDGET_MESSAGES } from '../messages.ts';
import { editFormDefaults, toUpdateRequest } from '../schemas.ts';
import { BUDGET_FORM_ERRORS, BudgetForm } from './budget-form.tsx';

/** The edit view, 'Update Budget'; the categories offered are its group's. */
export function EditBudgetForm({
  budget,
  groupName,
  onBack,
  onDone,
}: {
  budget: Budget;
  groupName: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const update = useUpdateBudgetMutation(BUDGET_FORM_ERRORS);
  const defaultValues = useMemo(() => editFormDefaults(budget), [budget]);
  const knownCategoryLabels = useMemo(
    () => Object.fromEntries(budget.categories.map((category) => [category.id, category.name])),
    [budget],
  );
  return (
    <BudgetForm
      title="Update Budget"
      description={`"${budget.name}" in ${groupName}.`}
      submitLabel="Update Budget"
      pendingLabel="Updating..."
      groups={null}
      defaultValues={defaultValues}
      knownCategoryLabels={knownCategoryLabels}
      onBack={onBack}
      onSubmit={async (values) => {
        await update.mutateAsync(toUpdateRequest(budget, values));
        toast.success(BUDGET_MESSAGES.updated);
        onDone();
      }}
    />
  );
}
