import type { Transaction, TransactionScope } from '@budget/contract';
import type { Choice } from '@/components/choice-dialog.tsx';
import { DeleteDialog, type DeleteDialogState } from '@/components/delete-action.tsx';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';

type Choices = readonly Choice<TransactionScope>[];

const ONE: Choices = [{ label: 'Delete', value: 'this' }];
/** An occurrence of a repeating transaction: it alone, or it and the following ones. */
const SCOPES: Choices = [
  { label: 'Delete this occurrence', value: 'this', look: 'danger-outline' },
  { label: 'Delete this and following', value: 'following' },
];

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
  return (
    <DeleteDialog
      action={action}
      title={<>Delete transaction &quot;{transaction?.name}&quot;?</>}
      description={
        <>
          {transaction
            ? `${formatMoney(transaction.amount, transaction.currency)} on ${formatDay(transaction.date)} in ${transaction.account.name}. `
            : null}
          {repeats
            ? 'It is one occurrence of a repeating transaction: delete it alone, or it and the following ones (the series then stops). '
            : null}
          This action cannot be undone.
        </>
      }
      choices={repeats ? SCOPES : ONE}
    />
  );
}
