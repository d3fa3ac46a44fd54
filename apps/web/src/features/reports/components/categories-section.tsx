import { useTranslation } from 'react-i18next';
import { TableBody, TableCell, TableCellText, TableRow } from '@/components/ui/table.tsx';
import { formatMoney } from '@/lib/money.ts';
import { CHART_CATEGORIES, formatShare, type CategoryRow } from '../report-figures.ts';
import { CategoryChart, ChartFrame } from './lazy-charts.tsx';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';
import { formatCount } from '@/lib/format-count.ts';

const COLUMNS = [
  { label: 'column.category' },
  { label: 'column.group' },
  { label: 'column.spent', numeric: true },
  { label: 'column.share', numeric: true },
  { label: 'column.transactions', numeric: true },
] as const;

/** Where the expenses went: the largest categories as bars, and every category in the table. */
export function CategoriesSection({
  categories,
  currency,
}: {
  categories: CategoryRow[];
  currency: number;
}) {
  const { t } = useTranslation('reports');
  const columns = COLUMNS.map((column) => ({ ...column, label: t(column.label) }));
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
          <ReportTable caption={t('categories.title')} columns={columns}>
            <TableBody className="tabular-nums" data-testid="category-rows">
              {categories.map((category) => (
                <TableRow key={category.key}>
                  <TableCell className="font-medium">
                    <TableCellText text={category.name} className="max-w-56" />
                  </TableCell>
                  <TableCell className="text-muted-foreground">
                    {category.groupName ? (
                      <TableCellText text={category.groupName} className="max-w-44" />
                    ) : (
                      <NoGroup />
                    )}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    {formatMoney(category.amount, currency)}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    {formatShare(category.share)}
                  </TableCell>
                  <TableCell className="text-right">
                    {formatCount(category.transactionCount)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ReportTable>
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
