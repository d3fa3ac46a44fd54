import { toast } from '@/lib/toast.ts';
import { FormCard } from '@/components/form-card.tsx';
import { DescriptionField, NameField } from '@/components/form-fields.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { useCreateGroupMutation } from '../api/use-create-group-mutation.ts';
import { GROUP_MESSAGES } from '../messages.ts';
import { groupFormSchema, type GroupFormOutput } from '../schemas.ts';

/** The create mode: 'Create New Group', name and optional description. */
export function CreateGroupForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: () => void;
}) {
  const createGroup = useCreateGroupMutation();
  // The create button stays disabled while the form is invalid (apps/web/README.md, 'Groups').
  const form = useAppForm({
    schema: groupFormSchema,
    untilValid: true,
    defaultValues: { name: '', description: '' },
  });

  const onSubmit = async ({ name, description }: GroupFormOutput) => {
    await createGroup.mutateAsync({ name, description: description ?? '' });
    toast.success(GROUP_MESSAGES.created);
    onCreated();
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title="Create New Group"
      description="You become the Owner of the new group and can then add members to it."
      submitLabel="Create Group"
      onCancel={onCancel}
    >
      <NameField control={form.control} placeholder="Household" />
      <DescriptionField control={form.control} />
    </FormCard>
  );
}
