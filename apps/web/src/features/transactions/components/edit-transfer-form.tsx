import type { Group, Transaction } from '@budget/contract';
import { TransferForm } from '@/components/transfer-form.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useMoneyAccountsQuery } from '@/lib/api/get-money-accounts.ts';
import { isReconciled, useReconciledQuestion } from './reconciled-question.tsx';

/**
 * A transfer between two accounts is edited as a transfer (PUT /groups/:groupId/transfers/:id),
 * not with the transaction form: from, to, the amounts, date, name and description.
 */
export function EditTransferForm({
  transfer,
  group,
  onCancel,
  onDone,
}: {
  transfer: Transaction;
  group: Group;
  onCancel: () => void;
  onDone: () => void;
}) {
  const query = useMoneyAccountsQuery(transfer.groupId);
  const question = useReconciledQuestion();
  if (!query.data) return <Skeleton className="h-[32rem] w-full max-w-3xl rounded-xl" />;
  const sides = [transfer.moneyAccountId, transfer.toMoneyAccountId];
  // Its own two accounts are offered even when one has been closed since.
  const accounts = query.data.filter((account) => !account.closed || sides.includes(account.id));
  return (
    <>
      {question.dialog}
      <TransferForm
        groupId={group.id}
        groupName={group.name}
        timeZone={group.timeZone}
        accounts={accounts}
        transfer={transfer}
        onCancel={onCancel}
        onDone={onDone}
        confirmReconciled={isReconciled(transfer) ? question.ask : undefined}
      />
    </>
  );
}
