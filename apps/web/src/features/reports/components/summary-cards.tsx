import { useTranslation } from 'react-i18next';
import type { Report } from '@budget/contract';
import { ArrowDownRightIcon, ArrowUpRightIcon, PiggyBankIcon, ReceiptTextIcon } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';
import { formatCount } from '@/lib/format-count.ts';

/** The height every summary card and its placeholder share (more only if an amount wraps). */
export const SUMMARY_CARD_HEIGHT = 'min-h-28';

interface Figure {
  id: string;
  label: string;
  value: string;
  icon: LucideIcon;
  tone?: string;
}

/** Total income, expenses, net savings and number of transactions of the range. */
export function SummaryCards({ report }: { report: Report }) {
  const { t } = useTranslation('reports');
  const { totals, currency } = report;
  const figures: Figure[] = [
    {
      id: 'income',
      label: t('summary.income'),
      value: formatMoney(totals.income, currency),
      icon: ArrowUpRightIcon,
    },
    {
      id: 'expenses',
      label: t('summary.expenses'),
      value: formatMoney(totals.expenses, currency),
      icon: ArrowDownRightIcon,
    },
    {
      id: 'net',
      label: t('summary.net'),
      value: formatMoney(totals.net, currency),
      icon: PiggyBankIcon,
      tone: totals.net < 0 ? 'text-destructive' : undefined,
    },
    {
      id: 'count',
      label: t('summary.count'),
      value: formatCount(totals.transactionCount),
      icon: ReceiptTextIcon,
    },
  ];
  return (
    <section aria-labelledby="report-summary-heading" className="grid gap-3">
      <h2 id="report-summary-heading" className="sr-only">
        {t('summary.heading')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {figures.map(({ id, label, value, icon: Icon, tone }) => (
          <div
            key={id}
            className={cn(
              'flex min-w-0 flex-col justify-between gap-2 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
              SUMMARY_CARD_HEIGHT,
            )}
          >
            <dt className="flex items-center justify-between gap-2 text-sm font-medium text-muted-foreground">
              {label}
              <Icon className="size-5" aria-hidden="true" />
            </dt>
            <dd
              className={cn('text-xl font-semibold wrap-anywhere tabular-nums sm:text-2xl', tone)}
              data-testid={`summary-${id}`}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
