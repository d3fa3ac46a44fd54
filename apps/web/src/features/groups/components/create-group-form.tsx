import { toast } from '@/lib/toast.ts';
import { FormCard } from '@/components/form-card.tsx';
import { DescriptionField, NameField } from '@/components/form-fields.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { useCreateGroupMutation } from '../api/use-create-group-mutation.ts';
import { GROUP_MESSAGES } from '../messages.ts';
import {
  createGroupFormSchema,
  type CreateGroupFormInput,
  type CreateGroupFormOutput,
} from '../schemas.ts';
import { CostSharingFields } from './cost-sharing-fields.tsx';

/**
 * The create mode: 'Create New Group', name, optional description and how costs are shared.
 * A group shared by shares or incomes goes on to its members: those are set once they join.
 */
export function CreateGroupForm({
  onCancel,
  onCreated,
}: {
  onCancel: () => void;
  onCreated: (groupId: string, addMembers: boolean) => void;
}) {
  const createGroup = useCreateGroupMutation();
  const form = useAppForm<CreateGroupFormInput, CreateGroupFormOutput>({
    schema: createGroupFormSchema,
    defaultValues: { name: '', description: '', costs: 'payers', splitIncomes: false },
  });

  const onSubmit = async ({ name, description, costs, splitIncomes }: CreateGroupFormOutput) => {
    const created = await createGroup.mutateAsync({
      name,
      description: description ?? '',
      equalAmong: costs === 'everyone' ? 'everyone' : 'payers',
      splitIncomes,
    });
    toast.success(GROUP_MESSAGES.created);
    onCreated(created.data.id, costs === 'split');
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
      <CostSharingFields control={form.control} />
    </FormCard>
  );
}
