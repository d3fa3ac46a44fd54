import { currencyCode, type TransactionTotals } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format-count.ts';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatMoney } from '@/lib/money.ts';
import { CurrencySums } from './currency-sums.tsx';

/**
 * Count, per-currency sums and the total in the display currency of the whole list; while they
 * load (a search's come after its rows), skeletons of the same size hold the place. An account's
 * statement shows its balance instead: what the account holds, not what the list's rows moved.
 */
export function CardFigures({
  figures: data,
  emptyText,
  balance,
}: {
  figures?: TransactionTotals;
  emptyText: string;
  /** The statement's account balance. */
  balance?: { amount: number; currency: number };
}) {
  const { t } = useTranslation('transactions');
  const converted = data?.converted;
  if (balance) {
    return (
      <dl className="grid min-h-[3.25rem] grid-cols-[auto_auto] justify-start gap-x-8">
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('figures.count')}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="transactions-count">
            {data ? formatCount(data.totalCount) : <Skeleton className="h-7 w-16" />}
          </dd>
        </div>
        <div className="grid gap-0.5">
          <dt className="text-xs text-muted-foreground">{t('figures.accountBalance')}</dt>
          <dd className="text-lg font-semibold tabular-nums" data-testid="account-balance">
            {formatMoney(balance.amount, balance.currency)}
          </dd>
        </div>
      </dl>
    );
  }
  return (
    <dl className="grid min-h-[3.25rem] gap-x-8 gap-y-2 sm:grid-cols-[auto_minmax(0,1fr)_auto]">
      <div className="grid gap-0.5">
        <dt className="text-xs text-muted-foreground">{t('figures.count')}</dt>
        <dd className="text-lg font-semibold tabular-nums" data-testid="transactions-count">
          {data ? formatCount(data.totalCount) : <Skeleton className="h-7 w-16" />}
        </dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-xs text-muted-foreground">{t('figures.total')}</dt>
        <dd data-testid="transactions-sums">
          {data ? (
            <CurrencySums sums={data.sums} emptyText={emptyText} />
          ) : (
            <Skeleton className="h-7 w-32" />
          )}
        </dd>
      </div>
      <div className="grid gap-0.5">
        <dt className="text-xs text-muted-foreground">
          {converted
            ? t('figures.totalIn', { currency: currencyCode(converted.currency) })
            : t('figures.totalConverted')}
        </dt>
        <dd data-testid="transactions-converted">
          {!data ? (
            <Skeleton className="h-7 w-32" />
          ) : converted ? (
            <>
              <span className="text-lg font-semibold whitespace-nowrap tabular-nums">
                {formatMoney(converted.amount, converted.currency)}
              </span>
              {converted.unconvertedCurrencies.length > 0 ? (
                <span className="block text-xs text-muted-foreground">
                  {t('figures.without', {
                    currencies: converted.unconvertedCurrencies.map(currencyCode).join(', '),
                  })}
                </span>
              ) : null}
            </>
          ) : (
            <span className="text-sm text-muted-foreground">{t('figures.notAvailable')}</span>
          )}
        </dd>
      </div>
    </dl>
  );
}
