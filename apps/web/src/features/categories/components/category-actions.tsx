import type { Category } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/delete-action.tsx';
import { EditButton } from '@/components/edit-button.tsx';
import { cn } from '@/lib/utils.ts';
import { budgetListParams, useBudgetsQuery } from '@/lib/api/get-budgets.ts';
import { useCategoryUseQuery } from '../api/use-category-use-query.ts';
import { useDeleteCategoryMutation } from '../api/use-delete-category-mutation.ts';

/** Edit and Delete (after a confirmation); names carry the category's. */
export function CategoryActions({
  category,
  onEdit,
  className,
}: {
  category: Category;
  onEdit: () => void;
  className?: string;
}) {
  const { t } = useTranslation('categories');
  const remove = useDeleteCategoryMutation();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <EditButton
        label={t('actions.edit')}
        name={t('actions.editName', { name: category.name })}
        onClick={onEdit}
      />
      <DeleteAction
        name={t('actions.deleteName', { name: category.name })}
        title={t('actions.deleteQuestion', { name: category.name })}
        description={t('actions.deleteDescription')}
        dialogKey={`delete-category-${category.id}`}
        run={() => remove.mutateAsync(category.id)}
        success={() => t('toast.deleted')}
      >
        <CategoryUseNote category={category} />
      </DeleteAction>
    </div>
  );
}

/**
 * What deleting the category leaves behind, read when the question opens: its transactions,
 * and budgets naming it alone, which would then count every expense of the group.
 */
function CategoryUseNote({ category }: { category: Category }) {
  const { t } = useTranslation('categories');
  const used = useCategoryUseQuery(category.groupId, category.id).data?.totalCount ?? 0;
  const budgets = useBudgetsQuery(budgetListParams('dashboard')).data ?? [];
  const alone = budgets.filter(
    (budget) =>
      budget.groupId === category.groupId &&
      budget.categories.length === 1 &&
      budget.categories[0]?.id === category.id,
  );
  if (used === 0 && alone.length === 0) return null;
  return (
    <div role="status" className="grid gap-2 text-sm text-muted-foreground">
      {used > 0 ? <p>{t('actions.deleteInUse', { count: used })}</p> : null}
      {alone.length > 0 ? (
        <p className="text-destructive">
          {t('actions.deleteBudgetsAlone', {
            count: alone.length,
            names: alone.map((budget) => `‘${budget.name}’`).join(', '),
          })}
        </p>
      ) : null}
    </div>
  );
}
