import type { Group, Transaction, TransactionScope } from '@budget/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date.ts';
import { CONFIRM_RECONCILED, sendConfirming } from '@/lib/mutation-errors.ts';
import { toast } from '@/lib/toast.ts';
import { useUpdateTransactionMutation } from '../api/use-update-transaction-mutation.ts';
import { useAttachmentUploads } from '../hooks/use-attachment-uploads.ts';
import { editFormDefaults, toUpdateRequest, type TransactionFormOutput } from '../schemas.ts';
import { memberDirectory } from '../split-summary.ts';
import { LikeThisButton, useLikeThisDialog } from './like-this-action.tsx';
import { AttachmentsArea } from './attachments-area.tsx';
import { isReconciled, useReconciledQuestion } from './reconciled-question.tsx';
import { useScopeQuestion } from './scope-question.tsx';
import { tagLabels } from './tags-field.tsx';
import { TRANSACTION_FORM_ERRORS, TransactionForm } from './transaction-form.tsx';

/** Whether the form changes how the transaction repeats (period or end date). */
function changesRule(transaction: Transaction, values: TransactionFormOutput): boolean {
  const period = transaction.recurring ? transaction.recurringPeriod : null;
  const end = transaction.recurring ? transaction.endDate : null;
  return (
    values.recurringPeriod !== period || (values.recurringPeriod !== null && values.endDate !== end)
  );
}

/** A following occurrence's reconciliation is the server's to tell: it asks, then sends again. */
const EDIT_ERRORS = { ...TRANSACTION_FORM_ERRORS, confirms: CONFIRM_RECONCILED };

/**
 * 'Update Transaction': every field prefilled, an expense's value shown positive. Saving an
 * occurrence of a recurring transaction asks whether the following ones change too; saving a
 * reconciled one asks first, and so does saving the following ones when one of them is.
 */
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
  const { t } = useTranslation('transactions');
  const update = useUpdateTransactionMutation(EDIT_ERRORS);
  const scopeQuestion = useScopeQuestion();
  const reconciledQuestion = useReconciledQuestion();
  const uploads = useAttachmentUploads(transaction.id);
  const defaultValues = useMemo(() => editFormDefaults(transaction), [transaction]);
  const members = useMemo(() => memberDirectory(groups), [groups]);
  const likeThis = useLikeThisDialog(members);
  const knownCategoryLabels = useMemo(
    () =>
      Object.fromEntries(transaction.categories.map((category) => [category.id, category.name])),
    [transaction],
  );
  return (
    <>
      {scopeQuestion.dialog}
      {reconciledQuestion.dialog}
      {likeThis.dialog}
      <TransactionForm
        title={t('edit.title')}
        description={t('edit.description', {
          account: transaction.account.name,
          date: formatDay(transaction.date),
        })}
        submitLabel={t('edit.submit')}
        pendingLabel={t('edit.pending')}
        groups={groups}
        groupPlaceholder={t('edit.groupPlaceholder')}
        defaultValues={defaultValues}
        knownCategoryLabels={knownCategoryLabels}
        knownTagLabels={tagLabels(transaction.tags)}
        keepAccountId={transaction.moneyAccountId}
        // Sending no split keeps the stored one, or keeps an unshared transaction so ('Splits').
        noSplitLabel={t(transaction.split === null ? 'edit.notShared' : 'edit.asSaved')}
        onCancel={onCancel}
        footerStart={<LikeThisButton transaction={transaction} onShow={likeThis.show} />}
        // Files go at once, Save or not: the transaction exists (docs/decisions.md, 'Attachments').
        attachments={
          <AttachmentsArea transaction={transaction} uploads={uploads} className="sm:col-span-2" />
        }
        onSubmit={async (values, sharing) => {
          const locked = isReconciled(transaction);
          if (locked && !(await reconciledQuestion.ask())) return;
          let scope: TransactionScope = 'this';
          // Moved to another group, an occurrence leaves its series: there is nothing to ask.
          if (transaction.seriesId !== null && values.groupId === transaction.groupId) {
            const chosen = await scopeQuestion.ask(changesRule(transaction, values));
            if (chosen === null) return;
            scope = chosen;
          }
          const request = toUpdateRequest(transaction, values, scope, sharing);
          const sent = await sendConfirming(
            (confirmed) =>
              update.mutateAsync(
                locked || confirmed ? { ...request, confirmReconciled: true } : request,
              ),
            () => reconciledQuestion.ask(scope === 'following' ? 'following' : 'this'),
          );
          if (!sent) return;
          toast.success(t('toast.updated'));
          onDone();
        }}
      />
    </>
  );
}
