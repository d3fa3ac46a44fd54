import { TransactionType, type CreateTransactionRequest, type Group } from '@budget/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { outbox, type OutboxEntry } from '@/lib/offline/outbox.ts';
import { syncOutboxNow } from '@/lib/offline/sync-runner.ts';
import { storedPartTexts } from '../category-parts.ts';
import { toCreateRequest, type TransactionFormInput } from '../schemas.ts';
import { TransactionForm } from './transaction-form.tsx';
import { amountBoxText } from '@/lib/amount-text.ts';

/**
 * The form's values of a kept transaction. Who paid stays; a split chosen offline goes back to
 * the group's default (the form writes a split from the group's members as they are now).
 */
export function pendingFormDefaults(request: CreateTransactionRequest): TransactionFormInput {
  return {
    transactionType:
      request.transactionType === TransactionType.Income
        ? TransactionType.Income
        : TransactionType.Expense,
    name: request.name,
    description: request.description ?? '',
    groupId: request.groupId,
    categoryIds: request.categoryIds ?? [],
    tagIds: request.tagIds ?? [],
    date: request.date,
    amount: amountBoxText(request.amount),
    currency: request.currency,
    moneyAccountId: request.moneyAccountId ?? '',
    recurringPeriod: request.recurring ? (request.recurringPeriod ?? null) : null,
    endDate: (request.recurring && request.endDate) || '',
    paidBy: request.paidBy ?? '',
    splitMethod: null,
    splitValues: {},
    splitDefault: false,
    divided: Boolean(request.categoryParts),
    partTexts: storedPartTexts(request.categoryParts),
  };
}

/**
 * Edits a transaction the server refused (docs/decisions.md, 'Installable and offline'): saved,
 * it is pending again, with its key, and sent at once when there is a connection.
 */
export function PendingEditForm({
  entry,
  groups,
  onCancel,
  onDone,
}: {
  entry: OutboxEntry;
  groups: Group[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('offline');
  const [defaultValues] = useState(() => pendingFormDefaults(entry.request));
  return (
    <TransactionForm
      title={t('edit.title')}
      description={t('edit.description')}
      submitLabel={t('edit.submit')}
      pendingLabel={t('edit.pending')}
      groups={groups}
      groupPlaceholder="Select a group"
      defaultValues={defaultValues}
      onCancel={onCancel}
      onSubmit={async (values, sharing) => {
        await outbox.replace(entry.key, toCreateRequest(values, sharing));
        syncOutboxNow();
        onDone();
      }}
    />
  );
}
