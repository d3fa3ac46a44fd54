import type { Category, Group } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.ts';
import { addFormTexts, FormCard } from '@/components/form-card.tsx';
import { DescriptionField, GroupField, NameField } from '@/components/form-fields.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { useCreateCategoryMutation } from '../api/use-create-category-mutation.ts';
import { knownNameConflict } from '../name-conflict.ts';
import { addCategorySchema, type AddCategoryInput, type AddCategoryOutput } from '../schemas.ts';

// A 409 (the group has a category of that name, in any case) names `name` in its details.
const ADD_ERRORS = formErrors<AddCategoryInput>({ fields: ['name', 'description', 'groupId'] });

/** 'Add Category': name, optional description and one of the groups the user may write to. */
export function AddCategoryForm({
  groups,
  categories,
  onCancel,
  onDone,
}: {
  /** The groups where the user is Owner or Member. */
  groups: Group[];
  /** The categories already loaded, to catch a taken name before asking the server. */
  categories: readonly Category[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('categories');
  const create = useCreateCategoryMutation(ADD_ERRORS);
  const form = useAppForm({
    schema: addCategorySchema,
    // With a single group there is nothing to choose.
    defaultValues: { name: '', description: '', groupId: groups.length === 1 ? groups[0]!.id : '' },
  });
  const { control } = form;

  const onSubmit = async (values: AddCategoryOutput) => {
    const known = knownNameConflict(categories, values);
    if (known) return form.setError('name', { message: known }, { shouldFocus: true });
    await create.mutateAsync(values);
    toast.success(t('toast.created'));
    onDone();
  };

  return (
    <FormCard form={form} onSubmit={onSubmit} {...addFormTexts(t)} onCancel={onCancel}>
      <NameField control={control} placeholder={t('form.namePlaceholder')} />
      <DescriptionField control={control} />
      <GroupField control={control} groups={groups} placeholder={t('form.groupPlaceholder')} />
    </FormCard>
  );
}
