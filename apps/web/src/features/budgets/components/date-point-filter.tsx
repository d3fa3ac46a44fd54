import { isCalendarDate } from '@budget/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/components/date-picker.tsx';
import { FormItem } from '@/components/ui/form-item.tsx';
import { currentDateFormat } from '@/lib/format-date.ts';

/**
 * 'Pick a budget date point': a day from the calendar, or typed in the user's date format,
 * reloads the list with the budgets active then; 'Clear date' goes back to today's. Half-typed
 * text stays in the box without reloading anything; text as long as a date that names no day
 * (2026-13-45 as yyyy-MM-dd), or anything left in the box that is not a day, is refused with a message.
 */
export function DatePointFilter({
  datePoint,
  onChange,
}: {
  datePoint: string | null;
  onChange: (datePoint: string | null) => void;
}) {
  const { t } = useTranslation('budgets');
  const [text, setText] = useState(datePoint ?? '');
  const [left, setLeft] = useState(false);
  // The address may change under the box (Back, a link): the box follows it.
  const [shown, setShown] = useState(datePoint);
  if (shown !== datePoint) {
    setShown(datePoint);
    setText(datePoint ?? '');
  }

  // `next` is the day the box names (yyyy-MM-dd), '' or the text typed that names none.
  function change(next: string) {
    setText(next);
    setLeft(false);
    const trimmed = next.trim();
    if (trimmed === '') onChange(null);
    else if (isCalendarDate(trimmed)) onChange(trimmed);
  }

  const trimmed = text.trim();
  const refused =
    trimmed !== '' &&
    !isCalendarDate(trimmed) &&
    (left || trimmed.length >= currentDateFormat().length);

  return (
    // Under the box when its text cannot be a day; the list keeps the last day it was given.
    <FormItem
      label={t('datePoint.label')}
      error={refused ? t('datePoint.invalid', { format: currentDateFormat() }) : undefined}
    >
      <DatePicker value={text} onChange={change} onBlur={() => setLeft(true)} />
    </FormItem>
  );
}
