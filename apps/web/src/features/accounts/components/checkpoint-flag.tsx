import type { MoneyAccount } from '@budget/contract';
import { TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';

/**
 * A bank's closing balance (from an imported file) the account's balance at that date does not
 * match: the date, both balances and the difference (docs/decisions.md, 'Money accounts').
 */
export function CheckpointFlag({ account }: { account: MoneyAccount }) {
  const { t } = useTranslation('accounts');
  const mismatch = account.checkpointMismatch;
  if (!mismatch) return null;
  const money = (amount: number) => formatMoney(amount, account.currency);
  return (
    <p
      className="flex items-start gap-1.5 rounded-md border border-warning-border bg-warning px-2 py-1 text-xs text-warning-foreground"
      data-testid="checkpoint-mismatch"
    >
      <TriangleAlertIcon className="mt-px size-3.5 shrink-0" aria-hidden />
      <span className="min-w-0">
        {t('money.mismatch', {
          date: formatDay(mismatch.date),
          balance: money(mismatch.balance),
          accountBalance: money(mismatch.accountBalance),
          difference: money(mismatch.difference),
        })}
      </span>
    </p>
  );
}
