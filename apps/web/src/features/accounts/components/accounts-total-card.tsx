import type { Accounts } from '@budget/contract';
import { LandmarkIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { codeOf } from '@/lib/budget-usage.ts';
import { formatMoney } from '@/lib/money.ts';
import { groupsCountText, balancesAcross, totalNote } from '../account-figures.ts';
import { AmountList } from './amount-list.tsx';
import { NetWorthSummary } from './net-worth-summary.tsx';

export const TOTAL_CARD_CLASS =
  'grid gap-3 rounded-xl border bg-card p-5 text-card-foreground shadow-sm';
/** One wrapping row, so the card keeps its height (and its skeleton's) whatever the currencies. */
/** Every group's net worth and what it means, below the sums per currency. */
export const NET_WORTH_TOTAL_CLASS = 'grid gap-1 border-t pt-3';
export const PER_CURRENCY_ROW_CLASS =
  'flex flex-wrap items-baseline gap-x-4 gap-y-0.5 border-t pt-3 text-sm';

/**
 * 'Total balance': every group's balance (`data.accounts` are the groups as shared accounts)
 * converted and added, so it counts groups; what it is beside net worth (the two differ by the
 * money accounts' opening balances), a note naming currencies that could not be converted, the
 * plain sums per currency, and every household's net worth.
 */
export function AccountsTotalCard({ data }: { data: Accounts }) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const note = totalNote(data);
  return (
    <section aria-labelledby={titleId} className={TOTAL_CARD_CLASS}>
      <div className="flex items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 id={titleId} className="text-sm font-medium text-muted-foreground">
            {t('total.title')}
          </h2>
          <p
            className="text-3xl font-semibold wrap-anywhere tabular-nums data-[negative=true]:text-destructive"
            data-negative={data.total < 0}
            data-testid="accounts-total"
          >
            {formatMoney(data.total, data.currency)}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('total.convertedInto', {
              groups: groupsCountText(data.accounts.length),
              currency: codeOf(data.currency),
            })}
          </p>
        </div>
        <LandmarkIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
      </div>
      <p className="text-xs text-muted-foreground" data-testid="accounts-total-hint">
        {t('total.hint')}
      </p>
      {note ? (
        <p className="text-xs text-warning-foreground" data-testid="accounts-total-note">
          {note}
        </p>
      ) : null}
      <div className={PER_CURRENCY_ROW_CLASS}>
        <p className="text-muted-foreground">{t('total.perCurrency')}</p>
        <AmountList
          sums={balancesAcross(data.accounts)}
          label={t('total.perCurrencyLabel')}
          emptyText={t('total.nothing')}
          className="font-medium"
          inline
          testId="accounts-total-per-currency"
        />
      </div>
      <div className={NET_WORTH_TOTAL_CLASS}>
        <NetWorthSummary
          netWorth={data.netWorth}
          currency={data.currency}
          testId="accounts-net-worth"
          level={3}
        />
        <p className="text-xs text-muted-foreground">{t('netWorth.hint')}</p>
      </div>
    </section>
  );
}
