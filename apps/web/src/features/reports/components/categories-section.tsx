import { TableBody, TableCell, TableCellText, TableRow } from '@/components/ui/table.tsx';
import { formatMoney } from '@/lib/money.ts';
import { CHART_CATEGORIES, formatShare, SHARES_NOTE, type CategoryRow } from '../report-figures.ts';
import { CategoryChart, ChartFrame } from './lazy-charts.tsx';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';
import { formatCount } from '@/lib/format-count.ts';

const COLUMNS = [
  { label: 'Category' },
  { label: 'Group' },
  { label: 'Spent', numeric: true },
  { label: 'Share', numeric: true },
  { label: 'Transactions', numeric: true },
] as const;

/** Where the expenses went: the largest categories as bars, and every category in the table. */
export function CategoriesSection({
  categories,
  currency,
}: {
  categories: CategoryRow[];
  currency: number;
}) {
  return (
    <ReportSection title="Spending by category" description={SHARES_NOTE}>
      {categories.length === 0 ? (
        <p className="text-sm text-muted-foreground">No expenses in this range.</p>
      ) : (
        <>
          <ChartFrame>
            <CategoryChart
              categories={categories.slice(0, CHART_CATEGORIES)}
              total={categories.length}
              currency={currency}
            />
          </ChartFrame>
          <ReportTable caption="Spending by category" columns={COLUMNS}>
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
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Any group</span>
    </>
  );
}
