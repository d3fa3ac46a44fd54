import type { Category } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.ts';
import { FormCard } from '@/components/form-card.tsx';
import { DescriptionField, NameField } from '@/components/form-fields.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { useUpdateCategoryMutation } from '../api/use-update-category-mutation.ts';
import { knownNameConflict } from '../name-conflict.ts';
import { editCategorySchema, type EditCategoryInput, type EditCategoryOutput } from '../schemas.ts';

// A 409 (the group has a category of that name, in any case) names `name` in its details.
const EDIT_ERRORS = formErrors<EditCategoryInput>({ fields: ['name', 'description'] });

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
  const { t } = useTranslation('categories');
  const update = useUpdateCategoryMutation(EDIT_ERRORS);
  const form = useAppForm({
    schema: editCategorySchema,
    defaultValues: { name: category.name, description: category.description ?? '' },
  });

  const onSubmit = async (values: EditCategoryOutput) => {
    const { groupId, id } = category;
    const known = knownNameConflict(categories, { groupId, name: values.name, id });
    if (known) return form.setError('name', { message: known }, { shouldFocus: true });
    await update.mutateAsync({ categoryId: category.id, ...values });
    toast.success(t('toast.updated'));
    onDone();
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title={t('form.editTitle')}
      description={t('form.editDescription', { group: category.group.name })}
      submitLabel={t('form.editSubmit')}
      onCancel={onCancel}
    >
      <NameField control={form.control} />
      <DescriptionField control={form.control} />
    </FormCard>
  );
}
