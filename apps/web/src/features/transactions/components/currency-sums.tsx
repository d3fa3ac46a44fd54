import type { CurrencySum } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/lib/money.ts';

/** The server's per-currency sums of a whole list, or the empty text ('No incomes', ...). */
export function CurrencySums({ sums, emptyText }: { sums: CurrencySum[]; emptyText: string }) {
  const { t } = useTranslation('transactions');
  if (sums.length === 0) return <p className="text-sm text-muted-foreground">{emptyText}</p>;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={t('figures.sums')}>
      {sums.map((sum) => (
        <li key={sum.currency} className="text-lg font-semibold tabular-nums">
          {formatMoney(sum.amount, sum.currency)}
        </li>
      ))}
    </ul>
  );
}
