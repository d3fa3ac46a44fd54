import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format-count.ts';
import { formatMoney } from '@/lib/money.ts';
import { CHART_CATEGORIES, formatShare, type CategoryRow } from '../report-figures.ts';
import { CategoryChart, ChartFrame } from './lazy-charts.tsx';
import { ReportSection } from './report-section.tsx';
import { ReportTable, ReportText, type Column } from './report-table.tsx';

function categoryColumns(t: TFunction<'reports'>, currency: number): Column<CategoryRow>[] {
  return [
    {
      label: t('column.category'),
      cell: (category) => <ReportText text={category.name} className="max-w-56" />,
      className: 'font-medium',
    },
    {
      label: t('column.group'),
      cell: (category) =>
        category.groupName ? (
          <ReportText text={category.groupName} className="max-w-44" />
        ) : (
          <NoGroup />
        ),
      className: 'text-muted-foreground',
    },
    {
      label: t('column.spent'),
      numeric: true,
      cell: (category) => formatMoney(category.amount, currency),
    },
    { label: t('column.share'), numeric: true, cell: (category) => formatShare(category.share) },
    {
      label: t('column.transactions'),
      numeric: true,
      cell: (category) => formatCount(category.transactionCount),
    },
  ];
}

/** Where the expenses went: the largest categories as bars, and every category in the table. */
export function CategoriesSection({
  categories,
  currency,
}: {
  categories: CategoryRow[];
  currency: number;
}) {
  const { t } = useTranslation('reports');
  return (
    // Shares may add up past 100%, and the description says why.
    <ReportSection title={t('categories.title')} description={t('categories.shares')}>
      {categories.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('categories.noExpenses')}</p>
      ) : (
        <>
          <ChartFrame>
            <CategoryChart
              categories={categories.slice(0, CHART_CATEGORIES)}
              total={categories.length}
              currency={currency}
            />
          </ChartFrame>
          <ReportTable
            caption={t('categories.title')}
            columns={categoryColumns(t, currency)}
            rows={categories}
            rowKey={(category) => category.key}
            testId="category-rows"
          />
        </>
      )}
    </ReportSection>
  );
}

/** Uncategorised expenses belong to no one group. */
function NoGroup() {
  const { t } = useTranslation('reports');
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('categories.anyGroup')}</span>
    </>
  );
}
