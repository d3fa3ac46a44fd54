import type { GroupBalances } from '@budget/contract';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('balances');
  const names = namesById(balances);

  if (balances.settleUp.length === 0)
    return <p className="text-sm text-muted-foreground">{t('settle.none')}</p>;
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2">
        {balances.settleUp.map((transfer) => {
          const words = t('settle.pays', {
            from: names.get(transfer.fromUserId) ?? t('settle.someone'),
            to: names.get(transfer.toUserId) ?? t('settle.someoneElse'),
          });
          const amount = formatMoney(transfer.amount, balances.currency);
          const text = t('settle.transfer', { words, amount });
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
                      aria-label={t('settle.recordName', { transfer: text })}
                    >
                      {t('settle.record')}
                    </Button>
                  }
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      {canWrite ? null : <p className="text-sm text-muted-foreground">{t('settle.viewers')}</p>}
    </div>
  );
}
