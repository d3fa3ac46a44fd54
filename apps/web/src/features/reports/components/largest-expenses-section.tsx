import { useTranslation } from 'react-i18next';
import { currencyCode, type ReportExpense } from '@budget/contract';
import { TableBody, TableCell, TableCellText, TableRow } from '@/components/ui/table.tsx';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney, isKnownCurrency } from '@/lib/money.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';

/** The ten largest expenses as entered, and each converted at the rate of its date. */
export function LargestExpensesSection({
  expenses,
  currency,
}: {
  expenses: ReportExpense[];
  currency: number;
}) {
  const { t } = useTranslation('reports');
  const columns = [
    { label: t('column.date') },
    { label: t('column.name') },
    { label: t('column.group') },
    { label: t('column.amount'), numeric: true },
    {
      label: isKnownCurrency(currency)
        ? t('column.in', { code: currencyCode(currency) })
        : t('column.converted'),
      numeric: true,
    },
  ];
  return (
    <ReportSection title={t('largest.title')} description={t('largest.description')}>
      {expenses.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('largest.none')}</p>
      ) : (
        <ReportTable caption={t('largest.title')} columns={columns}>
          <TableBody className="tabular-nums" data-testid="largest-expenses">
            {expenses.map((expense) => (
              <TableRow key={expense.id}>
                <TableCell className="whitespace-nowrap">
                  <time dateTime={expense.date}>{formatDay(expense.date)}</time>
                </TableCell>
                <TableCell className="font-medium">
                  <TableCellText text={expense.name} className="max-w-56" />
                </TableCell>
                <TableCell className="text-muted-foreground">
                  <TableCellText text={expense.groupName} className="max-w-44" />
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  {formatMoney(expense.amount, expense.currency)}
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  {formatMoney(expense.converted, currency)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ReportTable>
      )}
    </ReportSection>
  );
}
