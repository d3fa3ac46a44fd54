import type { Group } from '@budget/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.ts';
import { useCreateBudgetMutation } from '../api/use-create-budget-mutation.ts';
import { addFormDefaults, toCreateRequest } from '../schemas.ts';
import type { SavedDays } from '../budgets-view.ts';
import { addFormTexts } from '@/components/form-card.tsx';
import { BUDGET_FORM_ERRORS, BudgetForm } from './budget-form.tsx';

/** The add view, 'Add Budget' / 'Create New Budget', with the defaults of a new budget. */
export function AddBudgetForm({
  groups,
  onBack,
  onDone,
}: {
  /** The groups where the user may write. */
  groups: Group[];
  onBack: () => void;
  /** Given the days the new budget covers, to show the list at one of them. */
  onDone: (saved: SavedDays) => void;
}) {
  const { t } = useTranslation('budgets');
  const create = useCreateBudgetMutation(BUDGET_FORM_ERRORS);
  // Today is read once, when the form opens; the only group there is comes chosen. The start date
  // is the 1st of this month: the form opens Monthly and aligned with the calendar.
  const [defaultValues] = useState(() => addFormDefaults(groups.length === 1 ? groups[0]!.id : ''));
  return (
    <BudgetForm
      {...addFormTexts(t)}
      pendingLabel={t('form.adding')}
      groups={groups}
      alignable
      defaultValues={defaultValues}
      onBack={onBack}
      onSubmit={async (values) => {
        const request = toCreateRequest(values);
        await create.mutateAsync(request);
        toast.success(t('toast.added'));
        onDone(request);
      }}
    />
  );
}
