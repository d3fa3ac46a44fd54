import type { Category } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/delete-action.tsx';
import { EditButton } from '@/components/edit-button.tsx';
import { cn } from '@/lib/utils.ts';
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
      />
    </div>
  );
}
