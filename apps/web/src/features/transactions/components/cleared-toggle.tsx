import type { Transaction } from '@budget/contract';
import { CircleCheckIcon, CircleIcon, LockIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { useMarkClearedMutation } from '@/lib/api/reconciliation.ts';
import { cn } from '@/lib/utils.ts';

/** The row's side in the statement's account: a transfer arriving there has its own. */
export function sideIn(transaction: Transaction, moneyAccountId: string) {
  return transaction.toMoneyAccountId === moneyAccountId
    ? { cleared: transaction.toCleared, reconciled: transaction.toReconciled }
    : { cleared: transaction.cleared, reconciled: transaction.reconciled };
}

/**
 * In an account's statement: whether the bank has the row (a check, pressed to clear or unclear
 * it, for Owners and Members) or a lock once a reconciliation holds it (docs/decisions.md,
 * 'Money accounts').
 */
export function ClearedToggle({
  transaction,
  moneyAccountId,
  canWrite,
}: {
  transaction: Transaction;
  moneyAccountId: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation('reconcile');
  const mark = useMarkClearedMutation({ groupId: transaction.groupId, moneyAccountId });
  const { cleared, reconciled } = sideIn(transaction, moneyAccountId);
  const name = transaction.name;
  if (reconciled) {
    const label = t('statement.reconciled', { name });
    return (
      <span className="inline-flex size-8 items-center justify-center text-primary" title={label}>
        <LockIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">{label}</span>
      </span>
    );
  }
  const Icon = cleared ? CircleCheckIcon : CircleIcon;
  const label = t(cleared ? 'statement.markUncleared' : 'statement.markCleared', { name });
  if (!canWrite) {
    const shown = t('statement.cleared', { name });
    return cleared ? (
      <span className="inline-flex size-8 items-center justify-center text-primary" title={shown}>
        <Icon className="size-4" aria-hidden="true" />
        <span className="sr-only">{shown}</span>
      </span>
    ) : null;
  }
  return (
    <Button
      variant="ghost"
      size="icon-sm"
      aria-label={label}
      aria-pressed={cleared}
      title={label}
      disabled={mark.isPending}
      className={cn(cleared ? 'text-primary' : 'text-muted-foreground')}
      onClick={() => mark.mutate({ transactionIds: [transaction.id], cleared: !cleared })}
    >
      <Icon />
    </Button>
  );
}
