import type { GroupBalances } from '@budget/contract';
import { Button } from '@/components/ui/button.tsx';
import { formatMoney } from '@/lib/money.ts';
import { namesById } from '../balance-text.ts';
import { RecordPaymentDialog } from './record-payment-dialog.tsx';

/**
 * 'Settle up': the proposed transfers, each with 'Record payment' for Owners and Members, which
 * opens a dialog to confirm the amount (the proposal, or a part of it), the date and a note.
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
  const names = namesById(balances);

  if (balances.settleUp.length === 0)
    return <p className="text-sm text-muted-foreground">Everyone is settled up.</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {balances.settleUp.map((transfer) => {
          const words = `${names.get(transfer.fromUserId) ?? 'Someone'} pays ${
            names.get(transfer.toUserId) ?? 'someone'
          }`;
          const text = `${words} ${formatMoney(transfer.amount, balances.currency)}`;
          return (
            <li
              key={`${transfer.fromUserId}-${transfer.toUserId}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border px-3 py-2"
            >
              <span className="min-w-0 text-sm break-words">{text}</span>
              {canWrite ? (
                <RecordPaymentDialog
                  groupId={groupId}
                  transfer={transfer}
                  currency={balances.currency}
                  words={words}
                  trigger={
                    <Button
                      type="button"
                      size="sm"
                      variant="outline"
                      aria-label={`Record payment: ${text}`}
                    >
                      Record payment
                    </Button>
                  }
                />
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
