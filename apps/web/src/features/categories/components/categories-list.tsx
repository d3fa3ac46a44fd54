import type { Category } from '@budget/contract';
import { TagsIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableCellText,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { CategoryActions } from './category-actions.tsx';

interface CategoriesListProps {
  categories: Category[];
  isLoading: boolean;
  /** Whether the user may change the categories of a group (Owner or Member). */
  canWrite: (groupId: string) => boolean;
  onEdit: (category: Category) => void;
}

function Description({ text }: { text: string | null }) {
  const { t } = useTranslation('categories');
  return text ? (
    <span title={text}>{text}</span>
  ) : (
    <span className="text-muted-foreground italic">{t('list.noDescription')}</span>
  );
}

/** The list mode: name, description and group; a table on desktop, cards on mobile. */
export function CategoriesList({ categories, isLoading, canWrite, onEdit }: CategoriesListProps) {
  const { t } = useTranslation('categories');
  const isMobile = useIsMobile();
  if (isLoading) {
    return (
      <div className="grid gap-3" role="status" aria-label={t('list.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  if (categories.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-10 text-center">
        <TagsIcon className="size-8 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">{t('list.empty')}</p>
      </div>
    );
  }
  const rows = { categories, canWrite, onEdit };
  return isMobile ? <CategoryCards {...rows} /> : <CategoriesTable {...rows} />;
}

type CategoryRowsProps = Omit<CategoriesListProps, 'isLoading'>;

/** Phones: one card per category, the actions under its description. */
function CategoryCards({ categories, canWrite, onEdit }: CategoryRowsProps) {
  const { t } = useTranslation('categories');
  return (
    <ul className="grid gap-3" aria-label={t('list.label')}>
      {categories.map((category) => (
        <li key={category.id} className="grid gap-2 rounded-lg border bg-card p-4">
          {/* The group wraps under the name when both do not fit, so neither squeezes the other. */}
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            <h3 className="min-w-32 flex-1 font-medium wrap-anywhere">{category.name}</h3>
            <span className="max-w-full text-sm wrap-anywhere text-muted-foreground">
              {category.group.name}
            </span>
          </div>
          <p className="text-sm wrap-anywhere text-muted-foreground">
            <Description text={category.description} />
          </p>
          {canWrite(category.groupId) ? (
            <CategoryActions category={category} onEdit={() => onEdit(category)} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Desktop: a table, with an Actions column when the user may change any of the categories. */
function CategoriesTable({ categories, canWrite, onEdit }: CategoryRowsProps) {
  const { t } = useTranslation('categories');
  const showActions = categories.some((category) => canWrite(category.groupId));
  return (
    <Table aria-label={t('list.label')}>
      <TableHeader>
        <TableRow className="hover:bg-transparent">
          <TableHead>{t('column.name')}</TableHead>
          <TableHead>{t('column.description')}</TableHead>
          <TableHead>{t('column.group')}</TableHead>
          {showActions ? <TableHead className="text-right">{t('column.actions')}</TableHead> : null}
        </TableRow>
      </TableHeader>
      <TableBody>
        {categories.map((category) => (
          <TableRow key={category.id}>
            <TableCell className="font-medium">
              <TableCellText text={category.name} />
            </TableCell>
            <TableCell className="max-w-72 text-muted-foreground">
              <div className="line-clamp-2 wrap-anywhere">
                <Description text={category.description} />
              </div>
            </TableCell>
            <TableCell>
              <TableCellText text={category.group.name} />
            </TableCell>
            {showActions ? (
              <TableCell>
                {canWrite(category.groupId) ? (
                  <CategoryActions
                    category={category}
                    onEdit={() => onEdit(category)}
                    className="flex-nowrap justify-end"
                  />
                ) : null}
              </TableCell>
            ) : null}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
