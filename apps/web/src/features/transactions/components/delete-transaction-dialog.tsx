import type { Transaction, TransactionScope } from '@budget/contract';
import type { RefObject } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Button } from '@/components/ui/button.tsx';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';

/**
 * One confirmation per card rather than one per row, so a 500-row page does not mount 500
 * dialogs. Focus returns to the Delete button on Cancel, or to `fallbackFocus` once the row is
 * gone.
 */
export function DeleteTransactionDialog({
  transaction,
  open,
  trigger,
  fallbackFocus,
  onCancel,
  onConfirm,
}: {
  /** The last transaction asked about; it stays set while the dialog closes. */
  transaction: Transaction | null;
  open: boolean;
  trigger: RefObject<HTMLElement | null>;
  fallbackFocus: RefObject<HTMLElement | null>;
  onCancel: () => void;
  /** `scope`: for an occurrence of a recurring transaction, it alone or also the following. */
  onConfirm: (transaction: Transaction, scope: TransactionScope) => void;
}) {
  const repeats = transaction !== null && transaction.seriesId !== null;
  return (
    <AlertDialog open={open && transaction !== null} onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          const target = trigger.current?.isConnected ? trigger.current : fallbackFocus.current;
          target?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>Delete transaction &quot;{transaction?.name}&quot;?</AlertDialogTitle>
          <AlertDialogDescription>
            {transaction
              ? `${formatMoney(transaction.amount, transaction.currency)} on ${formatDay(transaction.date)} in ${transaction.account.name}. `
              : null}
            {repeats
              ? 'It is one occurrence of a repeating transaction: delete it alone, or it and the following ones (the series then stops). '
              : null}
            This action cannot be undone.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          {repeats ? (
            <>
              <Button
                variant="outline"
                className="text-destructive"
                onClick={() => transaction && onConfirm(transaction, 'this')}
              >
                Delete this occurrence
              </Button>
              <Button
                variant="destructive"
                onClick={() => transaction && onConfirm(transaction, 'following')}
              >
                Delete this and following
              </Button>
            </>
          ) : (
            <Button
              variant="destructive"
              onClick={() => transaction && onConfirm(transaction, 'this')}
            >
              Delete
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
