import type { Group, Transaction } from '@budget/contract';
import { useMemo } from 'react';
import { toast } from '@/lib/toast.ts';
import { useUpdateTransactionMutation } from '../api/use-update-transaction-mutation.ts';
import { TRANSACTION_MESSAGES } from '../messages.ts';
import { editFormDefaults, toUpdateRequest } from '../schemas.ts';
import { TransactionForm } from './transaction-form.tsx';

/** 'Update Transaction': every field prefilled, an expense's value shown positive. */
export function EditTransactionForm({
  transaction,
  groups,
  onCancel,
  onDone,
}: {
  transaction: Transaction;
  /** The groups where the user may write. */
  groups: Group[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const update = useUpdateTransactionMutation();
  const defaultValues = useMemo(() => editFormDefaults(transaction), [transaction]);
  const knownCategoryLabels = useMemo(
    () =>
      Object.fromEntries(transaction.categories.map((category) => [category.id, category.name])),
    [transaction],
  );
  return (
    <TransactionForm
      title="Update Transaction"
      description={`In ${transaction.account.name}, dated ${transaction.date}.`}
      submitLabel="Update Transaction"
      pendingLabel="Updating..."
      groups={groups}
      groupPlaceholder="Select account"
      defaultValues={defaultValues}
      knownCategoryLabels={knownCategoryLabels}
      onCancel={onCancel}
      onSubmit={async (values) => {
        await update.mutateAsync(toUpdateRequest(transaction, values));
        toast.success(TRANSACTION_MESSAGES.updated);
        onDone();
      }}
    />
  );
}
