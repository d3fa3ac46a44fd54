import type { Category } from '@budget/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { showApiError } from '@/lib/show-api-error.ts';
import { useUpdateCategoryMutation } from '../api/use-update-category-mutation.ts';
import { CATEGORY_MESSAGES } from '../messages.ts';
import { knownNameConflict, nameConflictMessage } from '../name-conflict.ts';
import { editCategorySchema, type EditCategoryInput, type EditCategoryOutput } from '../schemas.ts';
import { CategoryFormCard } from './category-form-card.tsx';

/** 'Edit Category': name and description (a category stays in its group), 'Save Changes'. */
export function EditCategoryForm({
  category,
  categories,
  onCancel,
  onDone,
}: {
  category: Category;
  /** The categories already loaded, to catch a taken name before asking the server. */
  categories: readonly Category[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const update = useUpdateCategoryMutation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EditCategoryInput, unknown, EditCategoryOutput>({
    resolver: zodResolver(editCategorySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { name: category.name, description: category.description ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const known = knownNameConflict(categories, {
      groupId: category.groupId,
      name: values.name,
      id: category.id,
    });
    if (known) return setError('name', { message: known }, { shouldFocus: true });
    try {
      await update.mutateAsync({ categoryId: category.id, ...values });
      toast.success(CATEGORY_MESSAGES.updated);
      onDone();
    } catch (error) {
      const conflict = nameConflictMessage(error);
      if (conflict) setError('name', { message: conflict }, { shouldFocus: true });
      else showApiError(error);
    }
  });

  return (
    <CategoryFormCard
      title="Edit Category"
      description={`In ${category.group.name}.`}
      submitLabel="Save Changes"
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" autoFocus {...register('name')} />
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
    </CategoryFormCard>
  );
}
