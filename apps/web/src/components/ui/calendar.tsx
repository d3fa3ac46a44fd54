import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker, labelDayButton, type Labels } from 'react-day-picker';
import { useDateLocale } from '@/lib/i18n/date-locale.ts';
import { cn } from '@/lib/utils.ts';
import { buttonVariants } from './button.tsx';

/** The weekdays' short names, Sunday first as `Date.getDay` counts. */
const WEEKDAY_KEYS = [
  'calendar.weekday.0',
  'calendar.weekday.1',
  'calendar.weekday.2',
  'calendar.weekday.3',
  'calendar.weekday.4',
  'calendar.weekday.5',
  'calendar.weekday.6',
] as const;

/** How far the year dropdown reaches: a household's history, and plans a few years ahead. */
const YEARS_BACK = 100;
const YEARS_AHEAD = 10;

function Chevron({ orientation }: { orientation?: 'up' | 'down' | 'left' | 'right' }) {
  if (orientation === 'left') return <ChevronLeftIcon className="size-4" aria-hidden="true" />;
  if (orientation === 'right') return <ChevronRightIcon className="size-4" aria-hidden="true" />;
  return <ChevronDownIcon className="size-3.5 opacity-60" aria-hidden="true" />;
}

/** The calendar's names for screen readers, in the interface's language. */
function useLabels(): Partial<Labels> {
  const { t } = useTranslation('common');
  return {
    labelPrevious: () => t('calendar.previousMonth'),
    labelNext: () => t('calendar.nextMonth'),
    labelMonthDropdown: () => t('calendar.month'),
    labelYearDropdown: () => t('calendar.year'),
    labelDayButton: (date, modifiers, options, dateLib) => {
      let label = labelDayButton(date, {}, options, dateLib);
      if (modifiers.today) label = t('calendar.today', { day: label });
      if (modifiers.selected) label = t('calendar.selected', { day: label });
      return label;
    },
  };
}

/**
 * react-day-picker styled with the app's tokens (its own stylesheet is not loaded), with
 * year and month dropdowns and weeks starting on Sunday. The dropdowns are native
 * selects laid over their caption, so the keyboard and screen readers treat them as selects;
 * the grid moves with the arrow keys, Page Up/Down (month) and Home/End (week). Month and
 * weekday names are written in the interface's language.
 */
export function Calendar({ className, classNames, ...props }: ComponentProps<typeof DayPicker>) {
  const year = new Date().getFullYear();
  const locale = useDateLocale();
  const labels = useLabels();
  const { t } = useTranslation('common');
  return (
    <DayPicker
      locale={locale}
      labels={labels}
      // The short names a calendar in the language prints ('Pn', 'Wt', not date-fns's 'pon', 'wto').
      formatters={{
        formatWeekdayName: (day) => t(WEEKDAY_KEYS[day.getDay()] ?? 'calendar.weekday.0'),
      }}
      weekStartsOn={0}
      captionLayout="dropdown"
      showOutsideDays
      startMonth={new Date(year - YEARS_BACK, 0)}
      endMonth={new Date(year + YEARS_AHEAD, 11)}
      className={cn('w-fit', className)}
      classNames={{
        months: 'relative flex flex-col',
        month: 'grid gap-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' })),
        button_next: cn(buttonVariants({ variant: 'ghost', size: 'icon-sm' })),
        month_caption: 'flex h-8 items-center justify-center px-9',
        dropdowns: 'flex items-center gap-1.5',
        dropdown_root:
          'relative inline-flex items-center rounded-md border border-input bg-card shadow-xs has-focus-visible:border-ring has-focus-visible:ring-[3px] has-focus-visible:ring-ring/40',
        dropdown: 'absolute inset-0 cursor-pointer opacity-0',
        caption_label: 'flex h-8 items-center gap-1 px-2 text-sm font-medium',
        month_grid: 'border-collapse',
        weekdays: 'flex',
        weekday: 'w-9 text-center text-xs font-normal text-muted-foreground',
        week: 'mt-1 flex',
        day: 'size-9 p-0 text-center text-sm',
        day_button: cn(
          buttonVariants({ variant: 'ghost', size: 'icon' }),
          'size-9 font-normal tabular-nums',
        ),
        selected:
          '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90 [&>button]:hover:text-primary-foreground',
        today: '[&>button]:font-semibold [&>button]:underline [&>button]:underline-offset-4',
        // The day the arrow keys are on stays marked even when the browser does not count the
        // calendar's own focus moves as keyboard focus (no :focus-visible).
        focused: '[&>button]:ring-[3px] [&>button]:ring-ring/50',
        outside: 'text-muted-foreground opacity-60',
        disabled: 'opacity-40',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron }}
      {...props}
    />
  );
}
