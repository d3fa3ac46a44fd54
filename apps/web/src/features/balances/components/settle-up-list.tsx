import { format } from 'date-fns';
import type { GroupBalances, Settlement } from '@budget/contract';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatMoney } from '@/lib/money.ts';
import { toast } from '@/lib/toast.ts';
import { useRecordSettlementMutation } from '../api/use-record-settlement-mutation.ts';
import { namesById } from '../balance-text.ts';

/**
 * 'Settle up': the proposed transfers, each with 'Record payment' for Owners and Members; it is
 * recorded dated today and the answer's balances show at once.
 */
export function SettleUpList({
  groupId,
  balances,
  canWrite,
}: {
  groupId: string;
  balances: GroupBalances;
  canWrite: boolean;
}) {
  const record = useRecordSettlementMutation(groupId);
  const names = namesById(balances);
  const pending = record.isPending ? record.variables : undefined;

  const onRecord = (transfer: Settlement) =>
    record.mutate(
      { ...transfer, currency: balances.currency, date: format(new Date(), 'yyyy-MM-dd') },
      {
        onSuccess: () => toast.success('Payment recorded'),
      },
    );

  if (balances.settleUp.length === 0)
    return <p className="text-sm text-muted-foreground">Everyone is settled up.</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {balances.settleUp.map((transfer) => {
          const text = `${names.get(transfer.fromUserId) ?? 'Someone'} pays ${
            names.get(transfer.toUserId) ?? 'someone'
          } ${formatMoney(transfer.amount, balances.currency)}`;
          const busy =
            pending?.fromUserId === transfer.fromUserId && pending.toUserId === transfer.toUserId;
          return (
            <li
              key={`${transfer.fromUserId}-${transfer.toUserId}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-3 py-2"
            >
              <span className="min-w-0 text-sm break-words">{text}</span>
              {canWrite ? (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={record.isPending}
                  aria-label={`Record payment: ${text}`}
                  onClick={() => onRecord(transfer)}
                >
                  {busy ? <Spinner /> : null}
                  Record payment
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {canWrite ? null : (
        <p className="text-sm text-muted-foreground">Viewers cannot record payments.</p>
      )}
    </div>
  );
}
