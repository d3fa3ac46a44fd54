import type { ReportTag } from '@budget/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format-count.ts';
import { formatMoney } from '@/lib/money.ts';
import { formatShare } from '../report-figures.ts';
import { ReportSection } from './report-section.tsx';
import { ReportTable, ReportText, type Column } from './report-table.tsx';

function tagColumns(t: TFunction<'reports'>, currency: number): Column<ReportTag>[] {
  return [
    {
      label: t('column.tag'),
      cell: (tag) => <ReportText text={tag.name} className="max-w-56" />,
      className: 'font-medium',
    },
    {
      label: t('column.group'),
      cell: (tag) => <ReportText text={tag.groupName ?? ''} className="max-w-44" />,
      className: 'text-muted-foreground',
    },
    { label: t('column.spent'), numeric: true, cell: (tag) => formatMoney(tag.amount, currency) },
    { label: t('column.share'), numeric: true, cell: (tag) => formatShare(tag.share) },
    {
      label: t('column.transactions'),
      numeric: true,
      cell: (tag) => formatCount(tag.transactionCount),
    },
  ];
}

/**
 * The tagged expenses per tag, largest first; left out of a report of groups with no tagged
 * expense in the range, where it would only say so.
 */
export function TagsSection({ tags, currency }: { tags: ReportTag[]; currency: number }) {
  const { t } = useTranslation('reports');
  if (tags.length === 0) return null;
  return (
    <ReportSection title={t('tags.title')} description={t('tags.shares')}>
      <ReportTable
        caption={t('tags.title')}
        columns={tagColumns(t, currency)}
        rows={tags}
        rowKey={(tag) => tag.tagId}
        testId="tag-rows"
      />
    </ReportSection>
  );
}
