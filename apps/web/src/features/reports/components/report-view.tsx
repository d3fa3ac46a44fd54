import { useTranslation } from 'react-i18next';
import type { Report } from '@budget/contract';
import { SearchXIcon, TriangleAlertIcon } from 'lucide-react';
import { memo, useMemo } from 'react';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { cn } from '@/lib/utils.ts';
import { categoryRows, monthPoints, reportUnconvertedNote } from '../report-figures.ts';
import { CategoriesSection } from './categories-section.tsx';
import { LargestExpensesSection } from './largest-expenses-section.tsx';
import { MonthlySection, NetSavingsSection } from './monthly-section.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { TagsSection } from './tags-section.tsx';

/**
 * The report's figures; dimmed while the report of other filters loads. Drawn again only when
 * they change (memo), not each time another part of the page gets its data.
 */
export const ReportView = memo(function ReportView({
  report,
  updating,
}: {
  report: Report;
  updating: boolean;
}) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  // Named again when the language changes, as every other text is.
  const months = useMemo(() => monthPoints(report.months, language), [report.months, language]);
  const uncategorised = t('categories.uncategorised');
  const categories = useMemo(
    () => categoryRows(report.categories, uncategorised),
    [report.categories, uncategorised],
  );
  const note = reportUnconvertedNote(report);
  const { currency } = report;
  return (
    <div
      className={cn('grid gap-6 transition-opacity', updating && 'opacity-70')}
      aria-busy={updating}
    >
      {note ? (
        <Alert variant="warning">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertDescription data-testid="unconverted-note">{note}</AlertDescription>
        </Alert>
      ) : null}
      <SummaryCards report={report} />
      {report.totals.transactionCount === 0 ? (
        <Alert>
          <SearchXIcon aria-hidden="true" />
          <AlertDescription>
            <p>{t('view.empty')}</p>
            <p className="text-muted-foreground">{t('view.emptyHint')}</p>
          </AlertDescription>
        </Alert>
      ) : (
        <>
          <MonthlySection months={months} currency={currency} />
          <NetSavingsSection months={months} currency={currency} />
          <CategoriesSection categories={categories} currency={currency} />
          <TagsSection tags={report.tags} currency={currency} />
          <LargestExpensesSection expenses={report.largestExpenses} currency={currency} />
        </>
      )}
    </div>
  );
});
