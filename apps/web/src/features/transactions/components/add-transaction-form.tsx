import type { Group } from '@budget/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keptOfflineMessage } from '@/lib/offline/messages.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateTransactionMutation } from '../api/use-create-transaction-mutation.ts';
import { readLastUsed, rememberLastUsed } from '../last-used.ts';
import { lastUsedOf, quickAddStart } from '../quick-add.ts';
import { toCreateRequest } from '../schemas.ts';
import { TRANSACTION_FORM_ERRORS, TransactionForm } from './transaction-form.tsx';

/**
 * 'Add New Transaction', the quick-add form (docs/decisions.md, 'Quick add'): the value focused,
 * the group, payer, split and currency of the last transaction added on this device chosen.
 */
export function AddTransactionForm({
  groups,
  groupId,
  onCancel,
  onDone,
}: {
  /** The groups where the user may write. */
  groups: Group[];
  /** The group of the address (the list's filter), preselected if the user may write there. */
  groupId: string | null;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('transactions');
  const create = useCreateTransactionMutation(TRANSACTION_FORM_ERRORS);
  const userId = useSession().user?.id ?? '';
  // Read once, when the form opens: today, and the last choices.
  const [start] = useState(() =>
    quickAddStart({ groups, groupId, lastUsed: readLastUsed(userId), userId }),
  );
  return (
    <TransactionForm
      layout="quick"
      previewRules
      title={t('add.title')}
      description={t('add.description')}
      submitLabel={t('add.submit')}
      pendingLabel={t('add.pending')}
      groups={groups}
      groupPlaceholder={t('add.groupPlaceholder')}
      defaultValues={start.defaultValues}
      chosenSharing={start.chosen}
      onCancel={onCancel}
      onSubmit={async (values, sharing) => {
        const { kept } = await create.mutateAsync(toCreateRequest(values, sharing));
        // Kept in the outbox counts too: it is what the user chose.
        rememberLastUsed(userId, lastUsedOf(values, sharing));
        toast.success(kept ? keptOfflineMessage() : t('toast.added'));
        onDone();
      }}
    />
  );
}
