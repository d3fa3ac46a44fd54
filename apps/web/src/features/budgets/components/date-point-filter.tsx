import { isCalendarDate } from '@budget/contract';
import { useId, useState } from 'react';
import { DatePicker } from '@/components/date-picker.tsx';
import { Label } from '@/components/ui/label.tsx';

/**
 * 'Pick a budget date point': a day from the calendar, or typed as yyyy-MM-dd,
 * reloads the list with the budgets active then; 'Clear date' goes back to today's. Half-typed
 * text stays in the box without reloading anything.
 */
export function DatePointFilter({
  datePoint,
  onChange,
}: {
  datePoint: string | null;
  onChange: (datePoint: string | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(datePoint ?? '');
  // The address may change under the box (Back, a link): the box follows it.
  const [shown, setShown] = useState(datePoint);
  if (shown !== datePoint) {
    setShown(datePoint);
    setText(datePoint ?? '');
  }

  function change(next: string) {
    setText(next);
    const trimmed = next.trim();
    if (trimmed === '') onChange(null);
    else if (isCalendarDate(trimmed)) onChange(trimmed);
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Pick a budget date point</Label>
      <DatePicker id={id} value={text} onChange={change} />
    </div>
  );
}
