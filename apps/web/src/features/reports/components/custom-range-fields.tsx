import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '@budget/contract';
import { useId, useState } from 'react';
import { DatePicker } from '@/components/date-picker.tsx';
import { Label } from '@/components/ui/label.tsx';

/**
 * From and To of a custom range, each typed in the user's date format or picked from a calendar; an empty
 * box is an open end. Half-typed text, or a start after the end, stays in the boxes without
 * changing the report.
 */
export function CustomRangeFields({
  from,
  to,
  onChange,
}: {
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
}) {
  const { t } = useTranslation('reports');
  const errorId = useId();
  // The whole dates typed last: a start after the end waits here until the range makes sense.
  const [draft, setDraft] = useState({ from, to });
  const [shown, setShown] = useState({ from, to });
  if (shown.from !== from || shown.to !== to) {
    setShown({ from, to });
    setDraft({ from, to });
  }
  const backwards = Boolean(draft.from && draft.to && draft.from > draft.to);

  function change(next: { from: string | null; to: string | null }) {
    setDraft(next);
    if (!(next.from && next.to && next.from > next.to)) onChange(next.from, next.to);
  }

  const describedBy = backwards ? errorId : undefined;
  return (
    <div className="grid gap-2">
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField
          label={t('range.from')}
          value={draft.from}
          describedBy={describedBy}
          onChange={(next) => change({ ...draft, from: next })}
        />
        <DateField
          label={t('range.to')}
          value={draft.to}
          describedBy={describedBy}
          onChange={(next) => change({ ...draft, to: next })}
        />
      </div>
      {backwards ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {t('range.backwards')}
        </p>
      ) : null}
    </div>
  );
}

function DateField({
  label,
  value,
  describedBy,
  onChange,
}: {
  label: string;
  value: string | null;
  describedBy?: string;
  /** A whole date, or null when the box is emptied. */
  onChange: (value: string | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  // The address may change under the box (a link, another preset): the box follows it.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setText(value ?? '');
  }

  function change(next: string) {
    setText(next);
    const trimmed = next.trim();
    if (trimmed === '') onChange(null);
    else if (isCalendarDate(trimmed)) onChange(trimmed);
  }

  return (
    <div className="grid min-w-0 content-start gap-2">
      <Label htmlFor={id}>{label}</Label>
      <DatePicker
        id={id}
        value={text}
        onChange={change}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
      />
    </div>
  );
}
