import type { Budget } from '@budget/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.ts';
import { useUpdateBudgetMutation } from '../api/use-update-budget-mutation.ts';
import type { SavedDays } from '../budgets-view.ts';
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
  /** Unknown while the group list lacks it. */
  groupName: string | undefined;
  onBack: () => void;
  /** Given the days the budget now covers, to show the list at one of them. */
  onDone: (saved: SavedDays) => void;
}) {
  const { t } = useTranslation('budgets');
  const update = useUpdateBudgetMutation(BUDGET_FORM_ERRORS);
  const defaultValues = useMemo(() => editFormDefaults(budget), [budget]);
  const knownCategoryLabels = useMemo(
    () => Object.fromEntries(budget.categories.map((category) => [category.id, category.name])),
    [budget],
  );
  return (
    <BudgetForm
      title={t('form.updateTitle')}
      description={
        groupName === undefined
          ? t('form.updateDescriptionNoGroup', { name: budget.name })
          : t('form.updateDescription', { name: budget.name, group: groupName })
      }
      submitLabel={t('form.updateSubmit')}
      pendingLabel={t('form.updating')}
      groups={null}
      defaultValues={defaultValues}
      knownCategoryLabels={knownCategoryLabels}
      onBack={onBack}
      onSubmit={async (values) => {
        const request = toUpdateRequest(budget, values);
        await update.mutateAsync(request);
        toast.success(t('toast.updated'));
        onDone(request);
      }}
    />
  );
}
