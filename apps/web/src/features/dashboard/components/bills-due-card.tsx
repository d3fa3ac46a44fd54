import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@budget/contract';
import { RepeatIcon } from 'lucide-react';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { repeatsLabel } from '@/lib/repeats-label.ts';
import { BILLS_DUE_DAYS, useBillsDueQuery } from '../api/use-bills-due-query.ts';
import { nextOfEachSeries } from '../bills-due.ts';
import { MoneySection, SectionEmpty, SectionError, SectionLoading } from './money-section.tsx';

/**
 * 'Coming up this week': the recurring transactions (bills, and regular income) whose next date
 * falls from today through the next 7 days, the server's 'Coming up' over a week.
 */
export function BillsDueCard({ groups }: { groups: readonly Group[] }) {
  const { t } = useTranslation('dashboard');
  const query = useBillsDueQuery();
  const names = new Map(groups.map((group) => [group.id, group.name]));
  // An answer is drawn in slices of a transition, not in the task that receives it.
  const data = useDeferredValue(query.data);
  const items = nextOfEachSeries(data ?? []);

  let content;
  if (query.isError) {
    content = <SectionError title={t('bills.loadError')} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    content = <SectionLoading label={t('bills.loading')} rows={2} />;
  } else if (items.length === 0) {
    content = (
      <SectionEmpty>
        <p>{t('bills.empty', { days: BILLS_DUE_DAYS })}</p>
      </SectionEmpty>
    );
  } else {
    content = (
      <ul className="grid divide-y text-sm">
        {items.map((item) => (
          <li key={item.seriesId} className="flex items-start justify-between gap-3 py-2">
            <span className="flex min-w-0 items-start gap-2">
              <RepeatIcon
                className="mt-0.5 size-4 shrink-0 text-muted-foreground"
                aria-hidden="true"
              />
              <span className="grid min-w-0 gap-0.5">
                <span className="font-medium wrap-anywhere">{item.name}</span>
                <span className="text-xs text-muted-foreground wrap-anywhere">
                  <time dateTime={item.date}>{formatDay(item.date)}</time> ·{' '}
                  {names.get(item.groupId) ?? ''} · {repeatsLabel(item.recurringPeriod)}
                </span>
              </span>
            </span>
            <span className="shrink-0 font-medium tabular-nums">
              {formatMoney(item.amount, item.currency)}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <MoneySection
      id="dashboard-bills-due"
      title={t('bills.title')}
      description={t('bills.description', { days: BILLS_DUE_DAYS })}
    >
      {content}
    </MoneySection>
  );
}
