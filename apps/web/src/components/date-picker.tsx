import { isCalendarDate } from '@budget/contract';
import { format, parseISO } from 'date-fns';
import { CalendarIcon, XIcon } from 'lucide-react';
import { lazy, Suspense, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils.ts';
import { Button } from './ui/button.tsx';
import { useAppliedPreferences } from '@/lib/preferences/preferences-store.ts';
import { Input } from './ui/input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover.tsx';
import { Spinner } from './ui/spinner.tsx';
import { dateFieldValue, writeDay } from '@/lib/format-date.ts';

/**
 * The calendar (react-day-picker, about a third of a screen's code) is loaded when its button is
 * pointed at, focused or pressed, not with the screens that hold a date field
 * (docs/performance.md, 'First screens (Lighthouse)').
 */
const loadCalendar = () => import('./ui/calendar.tsx');
const Calendar = lazy(async () => ({ default: (await loadCalendar()).Calendar }));

/** The day a yyyy-MM-dd text names, at local midnight; undefined for anything else. */
export function parseDateField(text: string): Date | undefined {
  return isCalendarDate(text) ? parseISO(text) : undefined;
}

/** A day as yyyy-MM-dd, the value a date field holds (and the API reads). */
export function formatDateField(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}

interface DatePickerProps {
  /** yyyy-MM-dd, '' for no date, or text typed that names no day. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Given by FormField to the text box, which the label names. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** Without 'Clear date', where the box sits in a tight grid (emptying it clears the date). */
  compact?: boolean;
  /** A day picked from the calendar (after `onChange`): a choice made, not text half typed. */
  onPick?: (day: string) => void;
}

/**
 * The text a field shows for its value: a day in the user's date format, other text as it is.
 * The box keeps what is being typed while its value stays what it was (half a date, or a
 * filter that takes only days), and follows a value changed from outside.
 */
function useFieldText(value: string) {
  const [text, setText] = useState(() => (isCalendarDate(value) ? writeDay(value) : value));
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (dateFieldValue(text) !== value) setText(isCalendarDate(value) ? writeDay(value) : value);
  }
  return [text, setText] as const;
}

/**
 * A date typed in the user's date format (yyyy-MM-dd unless changed in Settings) or picked from a
 * calendar popover starting on the user's first day of the week, with 'Clear date'. The text box
 * keeps typing possible (and carries the label); the calendar button opens the calendar with
 * focus on the chosen day (or today), and choosing a day closes it and returns focus.
 */
export function DatePicker({
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  compact = false,
  onPick,
  ...inputProps
}: DatePickerProps) {
  const [text, setText] = useFieldText(value);
  const { dateFormat } = useAppliedPreferences();

  return (
    <div className="flex max-w-md flex-wrap items-center gap-2">
      {/* Compact: the calendar button sits inside the box, which keeps the cell's whole width. */}
      <div className={cn('flex min-w-0 flex-1 gap-2', compact ? 'relative' : 'basis-44')}>
        <Input
          {...inputProps}
          className={compact ? 'pr-10' : undefined}
          ref={inputRef}
          inputMode="numeric"
          // Read as a date field's text by forms that adopt what was typed before hydration.
          data-day=""
          autoComplete="off"
          placeholder={dateFormat}
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            onChange(dateFieldValue(event.target.value));
          }}
          onBlur={onBlur}
        />
        <CalendarPopover
          value={value}
          compact={compact}
          disabled={disabled}
          onPick={(day) => {
            setText(writeDay(day));
            onChange(day);
            onPick?.(day);
          }}
        />
      </div>
      {compact ? null : (
        <ClearDateButton
          disabled={disabled || text === ''}
          onClick={() => {
            setText('');
            onChange('');
          }}
        />
      )}
    </div>
  );
}

/**
 * The calendar button and its popover: opens on the chosen day (or today) with focus on it;
 * choosing a day closes it, and focus returns to the button.
 */
function CalendarPopover({
  value,
  compact,
  disabled,
  onPick,
}: {
  value: string;
  compact: boolean;
  disabled: boolean | undefined;
  /** The day chosen, as yyyy-MM-dd. */
  onPick: (day: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const selected = parseDateField(value);
  const { weekStart } = useAppliedPreferences();
  const { t } = useTranslation('common');
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant={compact ? 'ghost' : 'outline'}
          size={compact ? 'icon-sm' : 'icon'}
          className={compact ? 'absolute top-1/2 right-1 -translate-y-1/2' : undefined}
          disabled={disabled}
          aria-label={t('date.fromCalendar')}
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
        >
          <CalendarIcon />
        </Button>
      </PopoverTrigger>
      <PopoverContent
        aria-label={t('date.calendar')}
        // The calendar puts focus on its day itself (autoFocus), not on the first dropdown.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Suspense fallback={<CalendarLoading />}>
          <Calendar
            mode="single"
            weekStartsOn={weekStart}
            // Choosing the chosen day again keeps it; 'Clear date' is how a date goes away.
            required
            autoFocus
            selected={selected}
            defaultMonth={selected}
            onSelect={(date) => {
              if (date) onPick(formatDateField(date));
              setOpen(false);
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}

/** The popover while the calendar's code loads: about the calendar's size, and busy. */
function CalendarLoading() {
  const { t } = useTranslation('common');
  return (
    <div role="status" className="grid h-72 w-64 place-items-center text-muted-foreground">
      <Spinner />
      <span className="sr-only">{t('status.loading')}</span>
    </div>
  );
}

function ClearDateButton({ disabled, onClick }: { disabled?: boolean; onClick: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Button type="button" variant="ghost" size="sm" disabled={disabled} onClick={onClick}>
      <XIcon />
      {t('date.clear')}
    </Button>
  );
}
