import { useTranslation } from 'react-i18next';
import type { ReportBudget } from '@budget/contract';
import { memo } from 'react';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { useShownInSteps } from '@/hooks/use-shown-in-steps.ts';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { TableBody, TableCell, TableCellText, TableRow } from '@/components/ui/table.tsx';
import type { ReportParams } from '@/lib/query-keys.ts';
import { cn } from '@/lib/utils.ts';
import { useReportBudgetsQuery } from '../api/use-report-budgets-query.ts';
import { budgetRow } from '../report-figures.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';

const COLUMNS = [
  { label: 'column.budget' },
  { label: 'column.group' },
  { label: 'column.periods', numeric: true },
  { label: 'column.budgeted', numeric: true },
  { label: 'column.spent', numeric: true },
  { label: 'column.remaining', numeric: true },
  { label: 'column.used' },
] as const;

/**
 * Each budget of the groups against what its periods in the range spent, in the budget's own
 * currency; a budget over its amount is red and says so.
 */
export function BudgetsSection({ params, ready }: { params: ReportParams; ready: boolean }) {
  const { t } = useTranslation('reports');
  const query = useReportBudgetsQuery(params, ready);
  const budgets = query.data;
  let body;
  if (query.isError && !budgets) {
    body = <LoadErrorAlert title={t('budgets.loadError')} onRetry={() => void query.refetch()} />;
  } else if (!budgets) {
    body = (
      <div className="grid gap-2" role="status" aria-label={t('budgets.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-12 w-full" />
        ))}
      </div>
    );
  } else if (budgets.length === 0) {
    body = <p className="text-sm text-muted-foreground">{t('budgets.empty')}</p>;
  } else {
    body = <BudgetsTable budgets={budgets} />;
  }
  return (
    <ReportSection title={t('budgets.title')} description={t('budgets.description')}>
      {body}
    </ReportSection>
  );
}

/** Rows drawn with the table; a household's hundred budgets follow, some at a time. */
const FIRST_ROWS = 10;
const MORE_ROWS = 20;

function BudgetsTable({ budgets }: { budgets: ReportBudget[] }) {
  // The first rows at once, then the others a step at a time in renders React interrupts to let
  // the browser paint and take input (the table sits at the page's end).
  const shown = useShownInSteps(budgets, FIRST_ROWS, MORE_ROWS);
  const { t } = useTranslation('reports');
  const columns = COLUMNS.map((column) => ({ ...column, label: t(column.label) }));
  return (
    <ReportTable caption={t('budgets.title')} columns={columns}>
      <TableBody className="tabular-nums" data-testid="budget-rows">
        {shown.map((budget) => (
          <BudgetRow key={budget.id} budget={budget} />
        ))}
      </TableBody>
    </ReportTable>
  );
}

/** One budget's row; drawn once, as the rows after it come in the deferred render (memo). */
const BudgetRow = memo(function BudgetRow({ budget }: { budget: ReportBudget }) {
  const { t } = useTranslation('reports');
  const row = budgetRow(budget);
  const tone = row.over ? 'text-destructive' : undefined;
  return (
    <TableRow data-over={row.over ? 'true' : 'false'}>
      <TableCell className="font-medium">
        <TableCellText text={row.name} className="max-w-56" />
      </TableCell>
      <TableCell className="text-muted-foreground">
        <TableCellText text={row.groupName} className="max-w-44" />
      </TableCell>
      <TableCell className="text-right whitespace-nowrap">{row.periods}</TableCell>
      <TableCell className="text-right whitespace-nowrap">{row.budgeted}</TableCell>
      <TableCell className={cn('text-right whitespace-nowrap', tone)}>{row.spent}</TableCell>
      <TableCell className={cn('text-right whitespace-nowrap', tone)}>{row.remaining}</TableCell>
      <TableCell className="min-w-40">
        <div className="grid gap-1.5">
          <div className="flex items-baseline justify-between gap-2 text-xs">
            <span className={cn('font-medium', tone)}>{row.percent}</span>
            {row.over ? (
              <span className="rounded-full bg-destructive/10 px-2 py-0.5 font-medium text-destructive">
                {t('budgets.overBudget')}
              </span>
            ) : null}
          </div>
          <Progress
            value={row.bar}
            aria-label={t('budgets.shareUsed', { name: row.name })}
            aria-valuetext={row.percent}
            indicatorClassName={row.over ? 'bg-destructive' : 'bg-success-foreground'}
          />
        </div>
      </TableCell>
    </TableRow>
  );
});
