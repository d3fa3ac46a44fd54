import { useTranslation } from 'react-i18next';
import type { ReportTag } from '@budget/contract';
import { TableBody, TableCell, TableCellText, TableRow } from '@/components/ui/table.tsx';
import { formatCount } from '@/lib/format-count.ts';
import { formatMoney } from '@/lib/money.ts';
import { formatShare } from '../report-figures.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable } from './report-table.tsx';

const COLUMNS = [
  { label: 'column.tag' },
  { label: 'column.group' },
  { label: 'column.spent', numeric: true },
  { label: 'column.share', numeric: true },
  { label: 'column.transactions', numeric: true },
] as const;

/**
 * The tagged expenses per tag, largest first; left out of a report of groups with no tagged
 * expense in the range, where it would only say so.
 */
export function TagsSection({ tags, currency }: { tags: ReportTag[]; currency: number }) {
  const { t } = useTranslation('reports');
  if (tags.length === 0) return null;
  const columns = COLUMNS.map((column) => ({ ...column, label: t(column.label) }));
  return (
    <ReportSection title={t('tags.title')} description={t('tags.shares')}>
      <ReportTable caption={t('tags.title')} columns={columns}>
        <TableBody className="tabular-nums" data-testid="tag-rows">
          {tags.map((tag) => (
            <TableRow key={tag.tagId}>
              <TableCell className="font-medium">
                <TableCellText text={tag.name} className="max-w-56" />
              </TableCell>
              <TableCell className="text-muted-foreground">
                <TableCellText text={tag.groupName ?? ''} className="max-w-44" />
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                {formatMoney(tag.amount, currency)}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                {formatShare(tag.share)}
              </TableCell>
              <TableCell className="text-right">{formatCount(tag.transactionCount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </ReportTable>
    </ReportSection>
  );
}
