import type { Transaction, TransactionScope } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import type { Choice } from '@/components/choice-dialog.tsx';
import { DeleteDialog, type DeleteDialogState } from '@/components/delete-action.tsx';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';

type Choices = readonly Choice<TransactionScope>[];

/**
 * One confirmation per card rather than one per row, so a 500-row page does not mount 500
 * dialogs: the card's delete action (`useDeleteAction`) asks about one transaction at a time.
 */
export function DeleteTransactionDialog({
  action,
}: {
  action: DeleteDialogState<Transaction, TransactionScope>;
}) {
  const transaction = action.subject;
  const repeats = transaction !== undefined && transaction.seriesId !== null;
  const { t } = useTranslation('transactions');
  const one: Choices = [{ label: t('delete.one'), value: 'this' }];
  // An occurrence of a repeating transaction: it alone, or it and the following ones.
  const scopes: Choices = [
    { label: t('delete.this'), value: 'this', look: 'danger-outline' },
    { label: t('delete.following'), value: 'following' },
  ];
  return (
    <DeleteDialog
      action={action}
      title={t('delete.title', { name: transaction?.name ?? '' })}
      description={
        <>
          {transaction
            ? `${t('delete.what', {
                amount: formatMoney(transaction.amount, transaction.currency),
                date: formatDay(transaction.date),
                account: transaction.account.name,
              })} `
            : null}
          {repeats ? `${t('delete.repeats')} ` : null}
          {transaction?.reconciled || transaction?.toReconciled
            ? `${t('confirm.deleteNote', { ns: 'reconcile' })} `
            : null}
          {t('delete.cannotUndo')}
        </>
      }
      choices={repeats ? scopes : one}
    />
  );
}
