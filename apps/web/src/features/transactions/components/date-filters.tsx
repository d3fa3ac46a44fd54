import { isCalendarDate } from '@budget/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/components/date-picker.tsx';
import { useAppliedPreferences } from '@/lib/preferences/preferences-store.ts';
import type { ListFilters } from '../list-filters.ts';
import { FilterField } from './filter-fields.tsx';
import { MonthPick } from './month-pick.tsx';

/** A date box filters once its text names a day (or is emptied), not while it is typed. */
const dayOrNone = (value: string) => value === '' || isCalendarDate(value);

/** Month, From and To: the list's range of days. */
export function DateFields({
  id,
  filters: { from, to },
  onChange,
}: {
  /** The prefix of the three fields' ids. */
  id: string;
  filters: ListFilters;
  onChange: (change: Partial<ListFilters>) => void;
}) {
  const { t } = useTranslation('transactions');
  return (
    <>
      <FilterField
        id={`${id}-month`}
        label={t('filters.month')}
        className="col-span-2 lg:col-span-1"
      >
        <MonthPick id={`${id}-month`} from={from} to={to} onChange={onChange} />
      </FilterField>
      {/* A day past the other end moves it along, so a range is never read backwards. */}
      <DateFilter
        id={`${id}-from`}
        label={t('filters.from')}
        value={from}
        reverses={(day) => to !== '' && day > to}
        onDay={(day) => onChange(day && to && day > to ? { from: day, to: day } : { from: day })}
      />
      <DateFilter
        id={`${id}-to`}
        label={t('filters.to')}
        value={to}
        reverses={(day) => from !== '' && day < from}
        onDay={(day) => onChange(day && from && day < from ? { from: day, to: day } : { to: day })}
      />
    </>
  );
}

/**
 * One end of the range: it filters once its text names a day (or is emptied), else says why. A
 * day past the other end waits until the box is left (or the day is picked from the calendar):
 * '2.11.2026' is also what a box reads half way through editing '25.11.2026', and moving the
 * other end then would stay after the edit is done.
 */
function DateFilter({
  id,
  label,
  value,
  reverses,
  onDay,
}: {
  id: string;
  label: string;
  value: string;
  reverses: (day: string) => boolean;
  onDay: (day: string) => void;
}) {
  const { t } = useTranslation('common');
  const { dateFormat } = useAppliedPreferences();
  const [typed, setTyped] = useState<string | null>(null);
  const [left, setLeft] = useState(false);
  // A value changed from outside (Clear filters, the month) drops what was typed before.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setTyped(null);
  }
  const waiting = typed !== null && typed !== '' && isCalendarDate(typed) && reverses(typed);
  // Said once the box is left: half a date while typing is no fault yet.
  const invalid = left && typed !== null && !dayOrNone(typed);
  return (
    <FilterField id={id} label={label}>
      <DatePicker
        id={id}
        compact
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-problem` : undefined}
        onBlur={() => {
          setLeft(true);
          if (waiting) onDay(typed);
        }}
        onPick={onDay}
        onChange={(next) => {
          setTyped(next);
          setLeft(false);
          if (dayOrNone(next) && !(next !== '' && reverses(next))) onDay(next);
        }}
      />
      {invalid ? (
        <p id={`${id}-problem`} className="text-sm text-destructive">
          {t('field.dateInvalid', { format: dateFormat })}
        </p>
      ) : null}
    </FilterField>
  );
}
