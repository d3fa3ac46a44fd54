import { UPCOMING_DAYS } from '@budget/contract';
import { RepeatIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { useUpcomingTransactionsQuery } from '../api/use-upcoming-transactions-query.ts';
import { repeatsKey } from '../recurrence.ts';

/**
 * 'Coming up': the occurrences the recurring transactions will add in the next 30 days, soonest
 * first, below the lists. Nothing is drawn while it loads or when nothing repeats, so the lists
 * above never move.
 */
export function UpcomingCard({
  groupIds,
  groupNames,
}: {
  groupIds: readonly string[];
  groupNames: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('transactions');
  const query = useUpcomingTransactionsQuery(groupIds);
  const items = query.data ?? [];
  if (items.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="upcoming-title">
      <CardHeader>
        <CardTitle id="upcoming-title">{t('upcoming.title')}</CardTitle>
        <CardDescription>{t('upcoming.description', { count: UPCOMING_DAYS })}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid divide-y text-sm">
          {items.map((item) => (
            <li
              key={`${item.seriesId}:${item.date}`}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2"
            >
              <span className="flex min-w-0 items-center gap-2">
                <RepeatIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <span className="min-w-0 wrap-anywhere">
                  <span className="font-medium">{item.name}</span>
                  <span className="text-muted-foreground">
                    {' '}
                    · {groupNames.get(item.groupId) ?? ''} · {t(repeatsKey(item.recurringPeriod))}
                  </span>
                </span>
              </span>
              <span className="flex items-center gap-4 tabular-nums">
                <span className="text-muted-foreground">{formatDay(item.date)}</span>
                <span className="font-medium">{formatMoney(item.amount, item.currency)}</span>
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
