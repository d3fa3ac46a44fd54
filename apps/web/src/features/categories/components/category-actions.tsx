import type { Category } from '@budget/contract';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import { toast } from '@/lib/toast.ts';
import { ConfirmAction } from '@/components/confirm-action.tsx';
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

  async function confirmDelete(): Promise<boolean> {
    try {
      await remove.mutateAsync(category.id);
      toast.success(CATEGORY_MESSAGES.deleted);
      return true;
    } catch {
      return false;
    }
  }

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${category.name}`}>
        <PencilIcon />
        Edit
      </Button>
      <ConfirmAction
        trigger={
          <Button
            variant="ghost"
            size="sm"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            aria-label={`Delete ${category.name}`}
          >
            <Trash2Icon />
            Delete
          </Button>
        }
        title={deleteCategoryQuestion(category.name)}
        dialogKey={`delete-category-${category.id}`}
        description="This action cannot be undone."
        confirmLabel="Delete"
        onConfirm={confirmDelete}
      />
    </div>
  );
}
