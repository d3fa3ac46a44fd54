import { useTranslation } from 'react-i18next';
import type { Budget } from '@budget/contract';
import { ArrowRightIcon, PlusIcon } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { budgetListParams, useBudgetsQuery } from '@/lib/api/get-budgets.ts';
import { usageFigures } from '@/lib/budget-usage.ts';
import { todayIn } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';
import { PHASE_LABELS, budgetPhase, type BudgetPhase } from '../budget-phase.ts';
import { NEW_BUDGET_HREF } from './summary-cards.tsx';

/** The dashboard lists at most 8 budgets. */
export const DASHBOARD_BUDGET_LIMIT = 8;

const EVERY_BUDGET = budgetListParams('dashboard');

/**
 * Section 'Budgets': the first 8 budgets with name and amount, each with a
 * small line of its current (or nearest) period's use; 'View All' to /budgets. A
 * failed load is shown and the list stays empty.
 */
export function BudgetsOverview({
  linked,
  canAdd,
  timeZones,
}: {
  linked: boolean;
  /** Whether the user may add a budget in some group; a Viewer everywhere is told who can. */
  canAdd: boolean;
  /** Each group's time zone, where its budgets' today is. */
  timeZones: ReadonlyMap<string, string>;
}) {
  const { t } = useTranslation('dashboard');
  const query = useBudgetsQuery(EVERY_BUDGET);
  const budgets = query.isError ? [] : (query.data ?? []);

  let content;
  if (query.isError) {
    content = (
      <LoadErrorAlert title={t('budgets.loadError')} onRetry={() => void query.refetch()} />
    );
  } else if (query.isPending) {
    content = (
      <div
        className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        role="status"
        aria-label={t('budgets.loading')}
      >
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} className="h-28 rounded-xl" />
        ))}
      </div>
    );
  } else if (budgets.length === 0) {
    content = (
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-8 text-center">
        <p className="text-muted-foreground">{t('budgets.empty')}</p>
        {linked && canAdd ? (
          <Button asChild>
            <Link to={NEW_BUDGET_HREF}>
              <PlusIcon />
              {t('budgets.createFirst')}
            </Link>
          </Button>
        ) : null}
        {canAdd ? null : (
          <p className="text-sm text-muted-foreground">{t('budgets.emptyViewer')}</p>
        )}
      </div>
    );
  } else {
    content = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {budgets.slice(0, DASHBOARD_BUDGET_LIMIT).map((budget) => (
          <BudgetTile
            key={budget.id}
            budget={budget}
            phase={budgetPhase(budget, todayIn(timeZones.get(budget.groupId)))}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="dashboard-budgets" className="grid gap-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="dashboard-budgets" className="text-lg font-semibold">
          {t('budgets.title')}
        </h2>
        {linked ? (
          <Button asChild variant="ghost" size="sm">
            <Link to="/budgets" aria-label={t('budgets.viewAllLabel')}>
              {t('budgets.viewAll')}
              <ArrowRightIcon />
            </Link>
          </Button>
        ) : null}
      </div>
      {content}
    </section>
  );
}

/**
 * A budget tile; one that has ended or not started yet says so and is drawn muted, so it is not
 * read as one of the active budgets the 'Total Budgets' card counts.
 */
function BudgetTile({ budget, phase }: { budget: Budget; phase: BudgetPhase }) {
  const { t } = useTranslation('dashboard');
  const titleId = useId();
  const figures = usageFigures(budget);
  const tone = figures?.over ? 'text-destructive' : 'text-muted-foreground';
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={titleId}
        data-over={figures?.over ? 'true' : 'false'}
        data-phase={phase}
        className={cn(
          'flex h-full flex-col gap-2 rounded-xl border bg-card p-4 shadow-sm',
          phase !== 'active' && 'border-dashed bg-muted/40',
        )}
      >
        <div className="flex min-w-0 items-center justify-between gap-2">
          <h3 id={titleId} className="truncate font-medium" title={budget.name}>
            {budget.name}
          </h3>
          {phase === 'active' ? null : (
            <span
              className="shrink-0 rounded-full border px-2 py-0.5 text-xs text-muted-foreground"
              data-testid="budget-phase"
            >
              {t(PHASE_LABELS[phase])}
            </span>
          )}
        </div>
        <p className="text-xl font-semibold tabular-nums" data-testid="budget-amount">
          {formatMoney(budget.amount, budget.currency)}
        </p>
        {figures ? (
          <>
            <Progress
              value={figures.bar}
              aria-label={t('budgets.shareUsed', { name: budget.name })}
              aria-valuetext={figures.percent}
              className="h-1.5"
              indicatorClassName={figures.over ? 'bg-destructive' : 'bg-success-foreground'}
            />
            <p className={cn('text-xs tabular-nums', tone)} data-testid="budget-use">
              {t('budgets.use', { spent: figures.spent, percent: figures.percent })}
            </p>
          </>
        ) : null}
      </article>
    </li>
  );
}
