import type { Group } from '@budget/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keptOfflineMessage } from '@/lib/offline/messages.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateTransactionMutation } from '../api/use-create-transaction-mutation.ts';
import { addFormDefaults, toCreateRequest } from '../schemas.ts';
import { TRANSACTION_FORM_ERRORS, TransactionForm } from './transaction-form.tsx';

/** 'Add New Transaction': the defaults of a new transaction, the given group preselected. */
export function AddTransactionForm({
  groups,
  groupId,
  onCancel,
  onDone,
}: {
  /** The groups where the user may write. */
  groups: Group[];
  /** The group to preselect, if any (the filter's, or the only one). */
  groupId: string;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('transactions');
  const create = useCreateTransactionMutation(TRANSACTION_FORM_ERRORS);
  const { user } = useSession();
  // Today is read once, when the form opens.
  const [defaultValues] = useState(() => addFormDefaults(groupId, new Date(), user?.id));
  return (
    <TransactionForm
      title={t('add.title')}
      description={t('add.description')}
      submitLabel={t('add.submit')}
      pendingLabel={t('add.pending')}
      groups={groups}
      groupPlaceholder={t('add.groupPlaceholder')}
      defaultValues={defaultValues}
      onCancel={onCancel}
      onSubmit={async (values, sharing) => {
        const { kept } = await create.mutateAsync(toCreateRequest(values, sharing));
        toast.success(kept ? keptOfflineMessage() : t('toast.added'));
        onDone();
      }}
    />
  );
}
