import { useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { todayIn } from '@/lib/format-date.ts';
import { useAppliedPreferences } from '@/lib/preferences/preferences-store.ts';
import { alignmentNote, calendarPeriodStart } from '../calendar-periods.ts';
import type { BudgetFormInput, BudgetFormOutput } from '../schemas.ts';

export interface CalendarAlignment {
  /** The start date is the first day of today's calendar period of the chosen type. */
  aligned: boolean;
  /** Ticking moves the start date there; unticking leaves it as it is, free to change. */
  setAligned: (on: boolean) => void;
  /** Call with a new period type: an aligned start date follows it. */
  periodTypeChanged: (periodType: number | undefined) => void;
  note: string;
}

/**
 * 'Align with the calendar' of the add form: periods from the 1st of the month, the user's first
 * day of the week or 1 January, so the current one holds what was spent since it began. Ticked
 * while the start date is where aligning put it; a start date typed or picked elsewhere unticks it.
 */
export function useCalendarAlignment(
  form: UseFormReturn<BudgetFormInput, unknown, BudgetFormOutput>,
  /** Offered (the add form): ticked from the start. Otherwise never ticked. */
  offered: boolean,
): CalendarAlignment {
  const { control, getValues, setValue } = form;
  const [periodType, startDate] = useWatch({ control, name: ['periodType', 'startDate'] });
  const { weekStart } = useAppliedPreferences();
  // The browser's today, as the form's other defaults: the day the user sees.
  const [today] = useState(() => todayIn());
  const [wanted, setWanted] = useState(offered);
  const startOf = (type: number | undefined) => calendarPeriodStart(today, type ?? -1, weekStart);
  const aligned = wanted && startDate === startOf(periodType);

  return {
    aligned,
    setAligned(on) {
      setWanted(on);
      if (on) setValue('startDate', startOf(getValues('periodType')), { shouldValidate: true });
    },
    periodTypeChanged(next) {
      if (aligned) setValue('startDate', startOf(next), { shouldValidate: true });
    },
    note: alignmentNote(periodType ?? -1, weekStart),
  };
}
