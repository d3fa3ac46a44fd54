import { isCalendarDate } from '@budget/contract';
import { format, parseISO } from 'date-fns';
import { CalendarIcon, XIcon } from 'lucide-react';
import { useState, type Ref } from 'react';
import { Button } from './ui/button.tsx';
import { useAppliedPreferences } from '@/lib/preferences/preferences-store.ts';
import { Calendar } from './ui/calendar.tsx';
import { Input } from './ui/input.tsx';
import { Popover, PopoverContent, PopoverTrigger } from './ui/popover.tsx';

/** A date field shows yyyy-MM-dd. */
export const DATE_FIELD_FORMAT = 'yyyy-MM-dd';

/** The day a yyyy-MM-dd text names, at local midnight; undefined for anything else. */
export function parseDateField(text: string): Date | undefined {
  return isCalendarDate(text) ? parseISO(text) : undefined;
}

export function formatDateField(date: Date): string {
  return format(date, DATE_FIELD_FORMAT);
}

interface DatePickerProps {
  /** yyyy-MM-dd, or '' for no date. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Given by FormField to the text box, which the label names. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * A date typed as yyyy-MM-dd or picked from a calendar popover, with 'Clear date'. The text box
 * keeps typing possible (and carries the label); the calendar button opens the calendar with
 * focus on the chosen day (or today), and choosing a day closes it and returns focus.
 */
export function DatePicker({
  value,
  onChange,
  onBlur,
  inputRef,
  disabled,
  ...inputProps
}: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const selected = parseDateField(value);
  // The first day of the week chosen in Settings (Sunday unless changed).
  const weekStartsOn = useAppliedPreferences().weekStart;

  return (
    <div className="flex max-w-md flex-wrap items-center gap-2">
      <div className="flex min-w-0 flex-1 basis-44 gap-2">
        <Input
          {...inputProps}
          ref={inputRef}
          inputMode="numeric"
          autoComplete="off"
          placeholder={DATE_FIELD_FORMAT}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger asChild>
            <Button
              type="button"
              variant="outline"
              size="icon"
              disabled={disabled}
              aria-label="Choose date from calendar"
            >
              <CalendarIcon />
            </Button>
          </PopoverTrigger>
          <PopoverContent
            aria-label="Calendar"
            // The calendar puts focus on its day itself (autoFocus), not on the first dropdown.
            onOpenAutoFocus={(event) => event.preventDefault()}
          >
            <Calendar
              mode="single"
              weekStartsOn={weekStartsOn}
              // Choosing the chosen day again keeps it; 'Clear date' is how a date goes away.
              required
              autoFocus
              selected={selected}
              defaultMonth={selected}
              onSelect={(date) => {
                if (date) onChange(formatDateField(date));
                setOpen(false);
              }}
            />
          </PopoverContent>
        </Popover>
      </div>
      <Button
        type="button"
        variant="ghost"
        size="sm"
        disabled={disabled || value === ''}
        onClick={() => onChange('')}
      >
        <XIcon />
        Clear date
      </Button>
    </div>
  );
}
