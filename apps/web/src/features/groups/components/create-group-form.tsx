import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.ts';
import { CurrencySelect } from '@/components/currency-select.tsx';
import { FormCard } from '@/components/form-card.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { DescriptionField, NameField } from '@/components/form-fields.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { usePreferences } from '@/lib/preferences/use-preferences.ts';
import { useCreateGroupMutation } from '../api/use-create-group-mutation.ts';
import {
  createGroupFormSchema,
  type CreateGroupFormInput,
  type CreateGroupFormOutput,
} from '../schemas.ts';
import { CostSharingFields } from './cost-sharing-fields.tsx';

/**
 * The create mode: 'Create New Group', name, optional description, the household's currency
 * (its first account's and the one balances are settled in; the user's display currency to
 * start with) and how costs are shared.
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
  const { displayCurrency } = usePreferences();
  const form = useAppForm<CreateGroupFormInput, CreateGroupFormOutput>({
    schema: createGroupFormSchema,
    defaultValues: {
      name: '',
      description: '',
      currency: displayCurrency,
      costs: 'payers',
      splitIncomes: false,
    },
  });

  const onSubmit = async (values: CreateGroupFormOutput) => {
    const { name, description, currency, costs, splitIncomes } = values;
    const created = await createGroup.mutateAsync({
      name,
      description: description ?? '',
      currency,
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
      <FormField
        control={form.control}
        name="currency"
        label={t('create.currency')}
        description={t('create.currencyHint', { account: t('create.moneyAccountName') })}
        render={(field) => <CurrencySelect {...field} />}
      />
      <CostSharingFields control={form.control} />
    </FormCard>
  );
}
