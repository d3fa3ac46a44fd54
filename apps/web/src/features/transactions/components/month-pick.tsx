import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { formatMonth } from '@/lib/format-date.ts';
import { recentMonths, wholeMonthOf } from '../month-ranges.ts';

/** How far back the months go: two years, this one included. */
const MONTHS = 24;
const ANY = 'any';
const CUSTOM = 'custom';

/**
 * One choice for a whole month ('Mar 2026') as the date range, beside From and To, so last
 * March's transactions are two clicks away rather than two dates typed (docs/decisions.md,
 * 'Finding transactions'). Dates that are not a listed month show as 'Custom dates'.
 */
export function MonthPick({
  id,
  from,
  to,
  onChange,
}: {
  id: string;
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}) {
  const { t } = useTranslation('transactions');
  // The calendar's month (the browser's), not the instant, keeps the list the same within it.
  const now = new Date();
  const monthKey = now.getFullYear() * 12 + now.getMonth();
  const months = useMemo(
    () => recentMonths(new Date(Math.floor(monthKey / 12), monthKey % 12, 1), MONTHS),
    [monthKey],
  );
  const chosen = wholeMonthOf(from, to);
  const value =
    from === '' && to === ''
      ? ANY
      : chosen && months.some((range) => range.month === chosen)
        ? chosen
        : CUSTOM;
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        if (next === ANY) onChange({ from: '', to: '' });
        const range = months.find((candidate) => candidate.month === next);
        if (range) onChange({ from: range.from, to: range.to });
      }}
    >
      <SelectTrigger id={id} className="w-full">
        <SelectValue />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        <SelectItem value={ANY}>{t('filters.anyTime')}</SelectItem>
        {value === CUSTOM ? (
          <SelectItem value={CUSTOM} disabled>
            {t('filters.customDates')}
          </SelectItem>
        ) : null}
        {months.map((range) => (
          <SelectItem key={range.month} value={range.month}>
            <MonthName month={range.month} />
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * A month's name, written when its option is drawn: a select first draws only the chosen one
 * (components/ui/select.tsx), and the month format is built at the first.
 */
function MonthName({ month }: { month: string }) {
  return <>{formatMonth(month)}</>;
}
