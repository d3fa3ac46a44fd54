import type { Group } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { addFormTexts, FormCard } from '@/components/form-card.tsx';
import { GroupField, NameField } from '@/components/form-fields.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { useCreateTagMutation } from '@/lib/api/create-tag.ts';
import { toast } from '@/lib/toast.ts';
import { addTagSchema, type AddTagInput, type AddTagOutput } from '../schemas.ts';

// A 409 (the group has a tag of that name, in any case) names `name` in its details.
const ADD_ERRORS = formErrors<AddTagInput>({ fields: ['name', 'groupId'] });

/** 'Add Tag': a name and one of the groups the user may write to. */
export function AddTagForm({
  groups,
  onCancel,
  onDone,
}: {
  /** The groups where the user is Owner or Member. */
  groups: Group[];
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('tags');
  const create = useCreateTagMutation(ADD_ERRORS);
  const form = useAppForm({
    schema: addTagSchema,
    // With a single group there is nothing to choose.
    defaultValues: { name: '', groupId: groups.length === 1 ? groups[0]!.id : '' },
  });

  const onSubmit = async ({ groupId: group, name }: AddTagOutput) => {
    await create.mutateAsync({ groupId: group, name });
    toast.success(t('toast.created', { name: name.trim() }));
    onDone();
  };

  return (
    <FormCard form={form} onSubmit={onSubmit} {...addFormTexts(t)} onCancel={onCancel}>
      <NameField control={form.control} placeholder={t('form.namePlaceholder')} />
      <GroupField control={form.control} groups={groups} placeholder={t('form.groupPlaceholder')} />
    </FormCard>
  );
}
