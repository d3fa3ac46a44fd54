import type { Budget } from '@budget/contract';
import { memo, useId, type RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date.ts';
import { DeleteAction } from '@/components/delete-action.tsx';
import { EditButton } from '@/components/edit-button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { usageFigures, type UsageFigures } from '@/lib/budget-usage.ts';
import { cn } from '@/lib/utils.ts';
import { useDeleteBudgetMutation } from '../api/use-delete-budget-mutation.ts';
import { periodTypeKey } from '../period-types.ts';

interface BudgetCardProps {
  budget: Budget;
  groupName: string;
  /** Owner or Member of the budget's group: Edit and Delete are offered. */
  canWrite: boolean;
  onEdit: (budget: Budget) => void;
  /** Takes the focus after a deletion, once the list no longer holds the card. */
  focusAfterDelete: RefObject<HTMLElement | null>;
}

/**
 * One budget of the grid (docs/product.md, 'Screens'): name, Edit and Delete, spent / budgeted, the
 * period, the bar, percent used and remaining; red with a minus sign over budget, green otherwise.
 */
export const BudgetCard = memo(function BudgetCard({
  budget,
  groupName,
  canWrite,
  onEdit,
  focusAfterDelete,
}: BudgetCardProps) {
  const { t } = useTranslation('budgets');
  const titleId = useId();
  const figures = usageFigures(budget);
  const categories = budget.categories.map((category) => category.name).join(', ');
  return (
    <li className="min-w-0">
      <article
        aria-labelledby={titleId}
        data-over={figures?.over ? 'true' : 'false'}
        className="flex flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm"
      >
        {/* Actions keep the top right of every card; a long name wraps beside them, whole. */}
        <div className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-2">
          <div className="grid min-w-0 gap-0.5">
            <h3 id={titleId} className="leading-tight font-semibold wrap-anywhere">
              {budget.name}
            </h3>
            <p className="text-sm wrap-anywhere text-muted-foreground">
              {t(periodTypeKey(budget.periodType))} · {groupName}
            </p>
          </div>
          {canWrite ? (
            <BudgetActions budget={budget} onEdit={onEdit} focusAfter={focusAfterDelete} />
          ) : null}
        </div>
        {figures ? (
          <UsageBlock name={budget.name} figures={figures} />
        ) : (
          <p className="text-sm text-muted-foreground">{t('card.noPeriod')}</p>
        )}
        <p className="text-xs wrap-anywhere text-muted-foreground">
          {categories ? t('card.categories', { categories }) : t('card.allExpenses')}
        </p>
      </article>
    </li>
  );
});

function UsageBlock({ name, figures }: { name: string; figures: UsageFigures }) {
  const { t } = useTranslation('budgets');
  const tone = figures.over ? 'text-destructive' : 'text-success-foreground';
  // Currencies without a rate are left out of spent (docs/decisions.md, 'Currencies').
  const note =
    figures.unconverted.length > 0
      ? t('card.unconverted', { codes: figures.unconverted.join(', '), into: figures.currency })
      : null;
  return (
    <div className="grid gap-3">
      <p className="flex flex-wrap items-baseline gap-x-1.5 tabular-nums">
        <span className={cn('text-xl font-semibold', tone)} data-testid="budget-spent">
          {figures.spent}
        </span>
        <span className={cn('text-sm', tone)} data-testid="budget-budgeted">
          / {figures.budgeted}
        </span>
        {figures.over ? (
          <span className="ml-auto rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-medium text-destructive">
            {t('card.overBudget')}
          </span>
        ) : null}
      </p>
      {/* The days the API summed, both included, in the user's date format. */}
      <p className="text-sm text-muted-foreground" data-testid="budget-period">
        {t('card.period')}{' '}
        <time dateTime={figures.periodStart}>{formatDay(figures.periodStart)}</time>
        {' – '}
        <time dateTime={figures.periodEnd}>{formatDay(figures.periodEnd)}</time>
      </p>
      <Progress
        value={figures.bar}
        aria-label={t('card.shareUsed', { name })}
        aria-valuetext={figures.percent}
        indicatorClassName={figures.over ? 'bg-destructive' : 'bg-success-foreground'}
      />
      <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 text-sm tabular-nums">
        <span>
          <Trans
            t={t}
            i18nKey="card.used"
            values={{ percent: figures.percent }}
            components={{
              percent: <span data-testid="budget-percent" />,
              muted: <span className="text-muted-foreground" />,
            }}
          />
        </span>
        <span>
          <span className="text-muted-foreground">{t('card.remaining')} </span>
          <span className={cn('font-medium', tone)} data-testid="budget-remaining">
            {figures.remaining}
          </span>
        </span>
      </div>
      {note ? <p className="text-xs text-warning-foreground">{note}</p> : null}
    </div>
  );
}

/** Edit, and Delete after an alert dialog (Cancel / Delete). */
function BudgetActions({
  budget,
  onEdit,
  focusAfter,
}: {
  budget: Budget;
  onEdit: (budget: Budget) => void;
  focusAfter: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation('budgets');
  const remove = useDeleteBudgetMutation();
  return (
    <div className="flex items-center gap-1">
      <EditButton
        label={t('card.edit')}
        name={t('card.editName', { name: budget.name })}
        onClick={() => onEdit(budget)}
      />
      <DeleteAction
        name={t('card.deleteName', { name: budget.name })}
        title={t('card.deleteQuestion', { name: budget.name })}
        description={t('card.deleteDescription')}
        dialogKey={`delete-budget-${budget.id}`}
        run={() => remove.mutateAsync(budget.id)}
        success={() => t('toast.deleted')}
        focusAfter={focusAfter}
      />
    </div>
  );
}
