import { isCalendarDate } from '@budget/contract';
import { useState } from 'react';
import { DatePicker } from '@/components/date-picker.tsx';
import { FormItem } from '@/components/ui/form-item.tsx';
import { currentDateFormat } from '@/lib/format-date.ts';

/** Under the box when its text cannot be a day; the list keeps the last day it was given. */
export function notADay(format = currentDateFormat()): string {
  return `Not a real date: enter a day as ${format}. The list below still shows the last date chosen.`;
}

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
    <FormItem label="Pick a budget date point" error={refused ? notADay() : undefined}>
      <DatePicker value={text} onChange={change} onBlur={() => setLeft(true)} />
    </FormItem>
  );
}
