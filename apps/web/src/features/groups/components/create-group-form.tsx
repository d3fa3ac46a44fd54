import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.ts';
import { FormCard } from '@/components/form-card.tsx';
import { DescriptionField, NameField } from '@/components/form-fields.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { useCreateGroupMutation } from '../api/use-create-group-mutation.ts';
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
  const { t } = useTranslation('groups');
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
      // The account every group starts with, named in the language of who creates it.
      moneyAccountName: t('create.moneyAccountName'),
    });
    toast.success(t('toast.created'));
    onCreated(created.data.id, costs === 'split');
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title={t('create.title')}
      description={t('create.description')}
      submitLabel={t('create.submit')}
      onCancel={onCancel}
    >
      <NameField control={form.control} placeholder={t('create.namePlaceholder')} />
      <DescriptionField control={form.control} />
      <CostSharingFields control={form.control} />
    </FormCard>
  );
}
