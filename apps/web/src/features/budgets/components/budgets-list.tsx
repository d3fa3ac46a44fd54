import type { Budget } from '@budget/contract';
import { SearchXIcon } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { budgetListParams, useBudgetsQuery } from '@/lib/api/get-budgets.ts';
import { formatDay } from '@/lib/format-date.ts';
import { BudgetCard } from './budget-card.tsx';
import { DatePointFilter } from './date-point-filter.tsx';

/** Four skeleton rows while the list loads. */
const SKELETON_ROWS = 4;

const NONE: Budget[] = [];

/** The grid: one column on small screens, two from medium up; each card keeps its own height. */
const GRID = 'grid items-start gap-4 md:grid-cols-2';

/**
 * The list view: the date point, then the budgets active today (or at the date point) as
 * cards, an empty state, or four skeleton rows while loading.
 */
export function BudgetsList({
  datePoint,
  onDatePointChange,
  groupNames,
  canWrite,
  onEdit,
  viewerEverywhere = false,
}: {
  datePoint: string | null;
  onDatePointChange: (datePoint: string | null) => void;
  groupNames: ReadonlyMap<string, string>;
  canWrite: (groupId: string) => boolean;
  onEdit: (budget: Budget) => void;
  /** A Viewer in every group is told who can add one, not asked to. */
  viewerEverywhere?: boolean;
}) {
  const { t } = useTranslation('budgets');
  const params = useMemo(() => budgetListParams('budgets', datePoint), [datePoint]);
  const query = useBudgetsQuery(params);
  const headingId = useId();
  // The deleted card is gone with its Delete button: focus goes to the list's heading.
  const headingRef = useRef<HTMLHeadingElement>(null);
  // A failed load leaves the list empty (the reason was toasted).
  const budgets = query.isError ? NONE : (query.data ?? NONE);
  // A household may keep a hundred budgets: their cards are drawn in a deferred render, which
  // React interrupts to let the browser paint and take input, rather than in one long task.
  const shown = useDeferredValue(budgets);
  const drawing = shown !== budgets;

  let content;
  if (query.isError) {
    content = <LoadErrorAlert title={t('list.loadError')} onRetry={() => void query.refetch()} />;
  } else if (query.isPending || (drawing && shown.length === 0)) {
    content = (
      <ul className={GRID} role="status" aria-label={t('list.loading')}>
        {Array.from({ length: SKELETON_ROWS }, (_, index) => (
          <li key={index}>
            <Skeleton className="h-52 w-full rounded-xl" />
          </li>
        ))}
      </ul>
    );
  } else if (budgets.length === 0) {
    content = <EmptyList datePoint={datePoint} viewerEverywhere={viewerEverywhere} />;
  } else {
    content = (
      <ul className={GRID} aria-labelledby={headingId}>
        {shown.map((budget) => (
          <BudgetCard
            key={budget.id}
            budget={budget}
            groupName={groupNames.get(budget.groupId) ?? ''}
            canWrite={canWrite(budget.groupId)}
            onEdit={onEdit}
            focusAfterDelete={headingRef}
          />
        ))}
      </ul>
    );
  }

  return (
    <section className="grid gap-4">
      <DatePointFilter datePoint={datePoint} onChange={onDatePointChange} />
      <div className="flex items-center gap-2">
        <h2
          id={headingId}
          ref={headingRef}
          tabIndex={-1}
          className="text-lg leading-tight font-semibold outline-none"
        >
          {datePoint ? t('list.headingAt', { date: formatDay(datePoint) }) : t('list.headingToday')}
        </h2>
        {query.isFetching && !query.isPending ? (
          <Spinner className="text-muted-foreground" />
        ) : null}
      </div>
      {content}
    </section>
  );
}

/** SPEC's empty states; a Viewer in every group reads who can add a budget instead. */
function EmptyList({
  datePoint,
  viewerEverywhere,
}: {
  datePoint: string | null;
  viewerEverywhere: boolean;
}) {
  const { t } = useTranslation('budgets');
  return (
    <p className="flex items-center gap-2 rounded-xl border border-dashed p-6 text-muted-foreground">
      <SearchXIcon className="size-5 shrink-0" aria-hidden="true" />
      {datePoint
        ? t('list.emptyAt', { date: formatDay(datePoint) })
        : t(viewerEverywhere ? 'list.emptyViewer' : 'list.empty')}
    </p>
  );
}
