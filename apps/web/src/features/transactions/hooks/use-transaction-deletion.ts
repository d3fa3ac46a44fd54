import type { Transaction, TransactionScope } from '@budget/contract';
import type { RefObject } from 'react';
import { useDeleteAction } from '@/components/delete-action.tsx';
import { i18next } from '@/lib/i18n/i18n.ts';
import { useDeleteTransactionMutation } from '../api/use-delete-transaction-mutation.ts';

/**
 * A card's Delete, with its confirmation. The row goes at once
 * (use-delete-transaction-mutation.ts), so the dialog does not wait; focus returns to the Delete
 * button on Cancel, or to `focusAfter` (the card's title) once the row is gone.
 */
export function useTransactionDeletion(focusAfter: RefObject<HTMLElement | null>) {
  const remove = useDeleteTransactionMutation();
  return useDeleteAction<Transaction, TransactionScope>({
    run: (transaction, scope) => remove.mutateAsync({ transaction, scope }),
    success: () => i18next.t('toast.deleted', { ns: 'transactions' }),
    closeAtOnce: true,
    focusAfter,
  });
}
