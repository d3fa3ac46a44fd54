import type { Category, Group } from '@budget/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { toast } from '@/lib/toast.ts';
import { GroupSelect } from '@/components/group-select.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Textarea } from '@/components/ui/textarea.tsx';
import { showApiError } from '@/lib/show-api-error.ts';
import { useCreateCategoryMutation } from '../api/use-create-category-mutation.ts';
import { CATEGORY_MESSAGES } from '../messages.ts';
import { knownNameConflict, nameConflictMessage } from '../name-conflict.ts';
import { addCategorySchema, type AddCategoryInput, type AddCategoryOutput } from '../schemas.ts';
import { CategoryFormCard } from './category-form-card.tsx';

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
  const create = useCreateCategoryMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AddCategoryInput, unknown, AddCategoryOutput>({
    resolver: zodResolver(addCategorySchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // With a single group there is nothing to choose.
    defaultValues: { name: '', description: '', groupId: groups.length === 1 ? groups[0]!.id : '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const known = knownNameConflict(categories, values);
    if (known) return setError('name', { message: known }, { shouldFocus: true });
    try {
      await create.mutateAsync(values);
      toast.success(CATEGORY_MESSAGES.created);
      onDone();
    } catch (error) {
      const conflict = nameConflictMessage(error);
      if (conflict) setError('name', { message: conflict }, { shouldFocus: true });
      else showApiError(error);
    }
  });

  return (
    <CategoryFormCard
      title="Add Category"
      description="Categories belong to one group and are shared by its members."
      submitLabel="Add Category"
      isSubmitting={isSubmitting}
      onSubmit={onSubmit}
      onCancel={onCancel}
    >
      <FormField label="Name" error={errors.name?.message}>
        <Input autoComplete="off" autoFocus placeholder="Groceries" {...register('name')} />
      </FormField>
      <FormField label="Description (optional)" error={errors.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </FormField>
      <Controller
        control={control}
        name="groupId"
        render={({ field }) => (
          <FormField label="Group" error={errors.groupId?.message}>
            <GroupSelect
              groups={groups}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              triggerRef={field.ref}
              placeholder="Select a group"
            />
          </FormField>
        )}
      />
    </CategoryFormCard>
  );
}
