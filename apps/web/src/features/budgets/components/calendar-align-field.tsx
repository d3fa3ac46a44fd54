import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Label } from '@/components/ui/label.tsx';
import type { CalendarAlignment } from '../hooks/use-calendar-alignment.ts';

/**
 * 'Align with the calendar': ticked, the start date is the first day of the current month, week
 * or year, so the current period holds everything spent since then. The note says which day.
 */
export function CalendarAlignField({ alignment }: { alignment: CalendarAlignment }) {
  const { t } = useTranslation('budgets');
  const id = useId();
  const noteId = useId();
  return (
    <div className="grid content-start gap-2 sm:pt-6">
      <div className="flex items-center gap-2">
        <Checkbox
          id={id}
          checked={alignment.aligned}
          aria-describedby={noteId}
          onCheckedChange={(checked) => alignment.setAligned(checked === true)}
        />
        <Label htmlFor={id} className="font-normal">
          {t('align.label')}
        </Label>
      </div>
      <p id={noteId} className="text-sm text-muted-foreground">
        {alignment.note} {t('align.changeable')}
      </p>
    </div>
  );
}
