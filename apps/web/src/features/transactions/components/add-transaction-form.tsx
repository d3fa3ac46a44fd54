import type { Group, Transaction } from '@budget/contract';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keptOfflineMessage } from '@/lib/offline/messages.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { toast } from '@/lib/toast.ts';
import { useCreateTransactionMutation } from '../api/use-create-transaction-mutation.ts';
import { useAttachmentUploads, type AttachmentUploads } from '../hooks/use-attachment-uploads.ts';
import { readLastUsed, rememberLastUsed } from '../last-used.ts';
import { accountForType, lastUsedOf, quickAddStart } from '../quick-add.ts';
import { toCreateRequest } from '../schemas.ts';
import { AttachmentsArea } from './attachments-area.tsx';
import { TRANSACTION_FORM_ERRORS, TransactionForm } from './transaction-form.tsx';

/**
 * 'Add New Transaction', the quick-add form (docs/decisions.md, 'Quick add'): the value focused,
 * the group of the last transaction added on this device chosen, the account the last of its type
 * went to, and the account's currency.
 */
export function AddTransactionForm({
  groups,
  groupId,
  onCancel,
  onDone,
  onEditAdded,
}: {
  /** The groups where the user may write. */
  groups: Group[];
  /** The group of the address (the list's filter), preselected if the user may write there. */
  groupId: string | null;
  onCancel: () => void;
  onDone: () => void;
  /** A file refused after the transaction was added: its edit form, to attach again. */
  onEditAdded: (transaction: Transaction) => void;
}) {
  const { t } = useTranslation('transactions');
  const create = useCreateTransactionMutation(TRANSACTION_FORM_ERRORS);
  const uploads = useAttachmentUploads(null);
  const userId = useSession().user?.id ?? '';
  // Read once, when the form opens: today, and the last choices.
  const [lastUsed] = useState(() => readLastUsed(userId));
  const [defaultValues] = useState(() => quickAddStart({ groups, groupId, lastUsed, userId }));
  return (
    <TransactionForm
      layout="quick"
      previewRules
      currencyFromAccount
      title={t('add.title')}
      description={t('add.description')}
      submitLabel={t('add.submit')}
      pendingLabel={t('add.pending')}
      groups={groups}
      groupPlaceholder={t('add.groupPlaceholder')}
      defaultValues={defaultValues}
      accountForType={(group, type) => accountForType(lastUsed, group, type)}
      onCancel={onCancel}
      attachments={<AttachmentsArea transaction={null} uploads={uploads} />}
      onSubmit={async (values, sharing) => {
        const created = await create.mutateAsync(toCreateRequest(values, sharing));
        // Kept in the outbox counts too: it is what the user chose.
        rememberLastUsed(userId, lastUsedOf(values, readLastUsed(userId)));
        toast.success(created.kept ? keptOfflineMessage() : t('toast.added'));
        if (created.kept) {
          if (uploads.uploads.length > 0) toast.warning(t('attachments.notSentOffline'));
          return onDone();
        }
        if (await attachAll(uploads, created.transaction, t)) onDone();
        else onEditAdded(created.transaction);
      }}
    />
  );
}

/**
 * The files chosen in the add form, to the transaction just added (docs/decisions.md,
 * 'Attachments'): false, each refusal said, when one was refused.
 */
async function attachAll(
  uploads: AttachmentUploads,
  transaction: Transaction,
  t: TFunction<'transactions'>,
): Promise<boolean> {
  const refused = await uploads.sendAll(transaction.id);
  for (const { name, reason } of refused) {
    toast.error(t('attachments.refused', { name, reason }));
  }
  return refused.length === 0;
}
