import type { ReportBudget } from '@budget/contract';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useShownInSteps } from '@/hooks/use-shown-in-steps.ts';
import type { ReportParams } from '@/lib/query-keys.ts';
import { cn } from '@/lib/utils.ts';
import { useReportBudgetsQuery } from '../api/use-report-budgets-query.ts';
import { budgetRow, type BudgetRow } from '../report-figures.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable, ReportText, type Column } from './report-table.tsx';

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

/** A budget over its amount is red and says so. */
const overTone = (row: BudgetRow) => (row.over ? 'text-destructive' : undefined);

function budgetColumns(t: TFunction<'reports'>): Column<BudgetRow>[] {
  return [
    {
      label: t('column.budget'),
      cell: (row) => <ReportText text={row.name} className="max-w-56" />,
      className: 'font-medium',
    },
    {
      label: t('column.group'),
      cell: (row) => <ReportText text={row.groupName} className="max-w-44" />,
      className: 'text-muted-foreground',
    },
    { label: t('column.periods'), numeric: true, cell: (row) => row.periods },
    { label: t('column.budgeted'), numeric: true, cell: (row) => row.budgeted },
    { label: t('column.spent'), numeric: true, cell: (row) => row.spent, tone: overTone },
    { label: t('column.remaining'), numeric: true, cell: (row) => row.remaining, tone: overTone },
    {
      label: t('column.used'),
      cell: (row) => <UsedBar row={row} />,
      // Narrow enough that the table fits its card at 1280 px beside the sidebar.
      className: 'min-w-28',
      wholeWidth: true,
    },
  ];
}

const overData = (row: BudgetRow) => ({ 'data-over': row.over ? 'true' : 'false' });

type WrittenRows = WeakMap<ReportBudget, { language: string; row: BudgetRow }>;

/** The budget's row in the language, the same object each time (so memo skips drawn rows). */
function writtenRow(written: WrittenRows, budget: ReportBudget, language: string): BudgetRow {
  const kept = written.get(budget);
  if (kept?.language === language) return kept.row;
  const row = budgetRow(budget, language);
  written.set(budget, { language, row });
  return row;
}

function BudgetsTable({ budgets }: { budgets: ReportBudget[] }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  // The first rows at once, then the others a step at a time in renders React interrupts to let
  // the browser paint and take input (the table sits at the page's end).
  const shownBudgets = useShownInSteps(budgets, FIRST_ROWS, MORE_ROWS);
  // Each row written once per budget and language when it is first shown (periods are words:
  // every row written at once held a phone's main thread for about 120 ms at 4x), and the
  // columns once per language: a row already drawn is not drawn again as the next ones come.
  // Kept per mount: a new locale (amounts' digits and separators) remounts the screen
  // (app/layout/app-shell.tsx), so no row outlives the format it was written in.
  const [written] = useState<WrittenRows>(() => new WeakMap());
  const rows = useMemo(
    () => shownBudgets.map((budget) => writtenRow(written, budget, language)),
    [written, shownBudgets, language],
  );
  const columns = useMemo(() => budgetColumns(t), [t]);
  return (
    <ReportTable
      caption={t('budgets.title')}
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      rowData={overData}
      testId="budget-rows"
    />
  );
}

/** How much of the budget its periods used, as a figure and a bar. */
function UsedBar({ row }: { row: BudgetRow }) {
  const { t } = useTranslation('reports');
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-xs">
        <span className={cn('font-medium', overTone(row))}>{row.percent}</span>
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
  );
}
