import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, todayIn } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import { datePointShowing, type BudgetsView, type SavedDays } from '../budgets-view.ts';

/**
 * Back to the list once a budget is saved, where it is seen at once: at the list's date point
 * when the budget covers it, else among those active on its first day, which a toast says.
 */
export function useShowSavedBudget(
  go: (next: BudgetsView, options: { replace?: boolean }) => void,
  datePoint: string | null,
) {
  const { t } = useTranslation('budgets');
  return useCallback(
    (saved: SavedDays) => {
      const next = datePointShowing(saved, datePoint, todayIn());
      // A finished form replaces its own address, so Back does not reopen it.
      go({ mode: 'list', datePoint: next }, { replace: true });
      if (next !== null && next !== datePoint) {
        toast.info(t('toast.shownAt', { date: formatDay(next) }));
      }
    },
    [go, datePoint, t],
  );
}
