import type { Transaction, TransactionScope } from '@budget/contract';
import type { RefObject } from 'react';
import { useDeleteAction } from '@/components/delete-action.tsx';
import { i18next } from '@/lib/i18n/i18n.ts';
import { sendConfirming } from '@/lib/mutation-errors.ts';
import { useDeleteTransactionMutation } from '../api/use-delete-transaction-mutation.ts';
import { useReconciledQuestion } from '../components/reconciled-question.tsx';

/** Said no to deleting a reconciled following occurrence: nothing was deleted, nothing to show. */
class NotConfirmed extends Error {}

/**
 * A card's Delete, with its confirmation. The row goes at once
 * (use-delete-transaction-mutation.ts), so the dialog does not wait; focus returns to the Delete
 * button on Cancel, or to `focusAfter` (the card's title) once the row is gone. When the server
 * refuses the following occurrences because one is reconciled, `question` asks, as a reconciled
 * row's edit does, and the deletion is sent again confirmed.
 */
export function useTransactionDeletion(focusAfter: RefObject<HTMLElement | null>) {
  const remove = useDeleteTransactionMutation();
  const question = useReconciledQuestion();
  const action = useDeleteAction<Transaction, TransactionScope>({
    run: async (transaction, scope) => {
      const sent = await sendConfirming(
        (confirmed) => remove.mutateAsync({ transaction, scope, confirmReconciled: confirmed }),
        () => question.ask(scope === 'following' ? 'deleteFollowing' : 'delete'),
      );
      // The delete action says nothing of a failure: its success toast is what is left out.
      if (!sent) throw new NotConfirmed();
    },
    success: () => i18next.t('toast.deleted', { ns: 'transactions' }),
    closeAtOnce: true,
    focusAfter,
  });
  return { ...action, question: question.dialog };
}
