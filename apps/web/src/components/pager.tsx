import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '@/lib/format-count.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { cn } from '@/lib/utils.ts';
import { Button } from './ui/button.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

/** The last page that has rows (1 for an empty list). */
export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}

/** '1-50 of 1,234' for the rows a page shows, '0 of 0' for none. */
export function pageRange(page: number, pageSize: number, totalCount: number): string {
  const total = formatCount(totalCount);
  if (totalCount === 0) return i18next.t('pager.none', { total });
  const first = formatCount((page - 1) * pageSize + 1);
  const last = formatCount(Math.min(page * pageSize, totalCount));
  return i18next.t('pager.range', { first, last, total });
}

/**
 * Server paging controls: rows per page, where the page sits in the list, and first, previous,
 * next and last page. `label` names the navigation landmark, e.g. 'Incomes pages'.
 */
export function Pager({
  label,
  page,
  pageSize,
  totalCount,
  pageSizes,
  onPageChange,
  onPageSizeChange,
  className,
}: {
  label: string;
  page: number;
  pageSize: number;
  totalCount: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  className?: string;
}) {
  const last = pageCount(totalCount, pageSize);
  const { t } = useTranslation('common');
  return (
    <nav
      aria-label={label}
      className={cn('flex flex-wrap items-center justify-between gap-3 text-sm', className)}
    >
      <PageSizeSelect pageSize={pageSize} pageSizes={pageSizes} onChange={onPageSizeChange} />
      <div className="flex items-center gap-1">
        <span className="mr-2 text-muted-foreground tabular-nums" aria-live="polite">
          {pageRange(page, pageSize, totalCount)}
          <span className="sr-only">{t('pager.position', { page, last })}</span>
        </span>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('pager.first')}
          disabled={page <= 1}
          onClick={() => onPageChange(1)}
        >
          <ChevronsLeftIcon />
        </Button>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('pager.previous')}
          disabled={page <= 1}
          onClick={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon />
        </Button>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('pager.next')}
          disabled={page >= last}
          onClick={() => onPageChange(page + 1)}
        >
          <ChevronRightIcon />
        </Button>
        <Button
          variant="outline"
          size="icon-sm"
          aria-label={t('pager.last')}
          disabled={page >= last}
          onClick={() => onPageChange(last)}
        >
          <ChevronsRightIcon />
        </Button>
      </div>
    </nav>
  );
}

/** 'Rows per page', named by its visible text. */
function PageSizeSelect({
  pageSize,
  pageSizes,
  onChange,
}: {
  pageSize: number;
  pageSizes: readonly number[];
  onChange: (pageSize: number) => void;
}) {
  const sizeId = useId();
  const { t } = useTranslation('common');
  return (
    <div className="flex items-center gap-2">
      <span id={sizeId} className="text-muted-foreground">
        {t('pager.rowsPerPage')}
      </span>
      <Select value={String(pageSize)} onValueChange={(value) => onChange(Number(value))}>
        <SelectTrigger className="h-8 w-20" aria-labelledby={sizeId}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {pageSizes.map((size) => (
            <SelectItem key={size} value={String(size)}>
              {size}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
