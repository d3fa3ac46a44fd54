import { currencyCode, MAX_OTHER_CURRENCY_ROWS, type Reconciliation } from '@budget/contract';
import { PencilIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { withStatement } from '../accounts-view.ts';
import { Button } from '@/components/ui/button.tsx';
import { formatCount } from '@/lib/format-count.ts';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';

/**
 * The uncleared rows up to the day in currencies other than the account's (a purchase abroad
 * on a card), which its figures leave out: named, with a way to put the amount the bank
 * charged in their place, so a statement that counts them can still be reconciled.
 */
export function OtherCurrencyRows({
  view,
  statement,
  className,
}: {
  view: Reconciliation;
  /** The statement's day and balance as typed: kept in this screen's address meanwhile. */
  statement: { date: string; balance: string };
  className?: string;
}) {
  const { t } = useTranslation('reconcile');
  const [params, setParams] = useSearchParams();
  const titleId = useId();
  if (view.otherCurrencies.length === 0) return null;
  const currency = currencyCode(view.currency);
  return (
    <section className={cn('grid gap-2', className)} aria-labelledby={titleId}>
      <h3 id={titleId} className="text-sm font-medium">
        {t('other.title')}
      </h3>
      <p className="text-xs text-muted-foreground">{t('other.hint', { currency })}</p>
      <ul className="relative grid max-h-60 divide-y overflow-y-auto rounded-lg border">
        {view.otherCurrencies.map((row) => {
          const amount = formatMoney(row.amount, row.currency);
          const date = formatDay(row.date);
          return (
            <li key={row.id} className="flex items-center gap-3 px-3 py-2">
              <span className="flex min-w-0 flex-1 flex-col sm:flex-row sm:items-center sm:gap-3">
                <span className="min-w-0 truncate sm:flex-1" title={row.name}>
                  {row.name}
                </span>
                <span className="shrink-0 text-xs text-muted-foreground">{date}</span>
              </span>
              <span className="shrink-0 text-right tabular-nums sm:w-28">{amount}</span>
              <Button variant="ghost" size="sm" asChild>
                <Link
                  to={`/transactions?action=edit&transactionId=${encodeURIComponent(row.id)}`}
                  // The edit's Save and Cancel come back here (`back`), to the statement as typed.
                  state={{ back: true }}
                  onClick={() => setParams(withStatement(params, statement), { replace: true })}
                  aria-label={t('other.editLabel', { name: row.name, date, amount })}
                >
                  <PencilIcon aria-hidden="true" />
                  {t('other.edit')}
                </Link>
              </Button>
            </li>
          );
        })}
      </ul>
      {view.otherCurrencies.length === MAX_OTHER_CURRENCY_ROWS ? (
        <p className="text-xs text-muted-foreground">
          {t('other.latest', { n: formatCount(MAX_OTHER_CURRENCY_ROWS) })}
        </p>
      ) : null}
    </section>
  );
}
