import type { Category } from '@budget/contract';
import { PencilIcon } from 'lucide-react';
import { DeleteAction } from '@/components/delete-action.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { useDeleteCategoryMutation } from '../api/use-delete-category-mutation.ts';
import { CATEGORY_MESSAGES, deleteCategoryQuestion } from '../messages.ts';

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
  const remove = useDeleteCategoryMutation();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${category.name}`}>
        <PencilIcon />
        Edit
      </Button>
      <DeleteAction
        name={`Delete ${category.name}`}
        title={deleteCategoryQuestion(category.name)}
        description="This action cannot be undone."
        dialogKey={`delete-category-${category.id}`}
        run={() => remove.mutateAsync(category.id)}
        success={CATEGORY_MESSAGES.deleted}
      />
    </div>
  );
}
