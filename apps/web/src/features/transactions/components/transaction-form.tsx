import type { Group } from '@budget/contract';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form-card.tsx';
import * as Fields from '@/components/form-fields.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { useSession } from '@/lib/session/use-session.ts';
import {
  transactionFormSchema,
  type SharingRequest,
  type TransactionFormInput,
  type TransactionFormOutput,
} from '../schemas.ts';
import { SHARING_FIELDS, sharingToSend } from '../sharing.ts';
import { TransactionTypeSelect } from './form-selects.tsx';
import { RecurrenceFields } from './recurrence-fields.tsx';
import { resetSharing, SharingFields } from './sharing-fields.tsx';

/** The meta of the transaction mutations: the fields of a server's 400 that the form shows. */
export const TRANSACTION_FORM_ERRORS = formErrors<TransactionFormInput>({
  fields: [
    'transactionType',
    'name',
    'description',
    'groupId',
    'categoryIds',
    'date',
    'amount',
    'currency',
    'recurringPeriod',
    'endDate',
  ],
  map: SHARING_FIELDS,
});

export interface TransactionFormProps {
  title: string;
  description: string;
  submitLabel: string;
  /** The submit button's text while the call runs ('Adding...', 'Updating...'). */
  pendingLabel: string;
  /** The groups offered: those where the user may write. */
  groups: Group[];
  groupPlaceholder: string;
  defaultValues: TransactionFormInput;
  /** Names of categories already chosen, shown until the group's list arrives. */
  knownCategoryLabels?: Readonly<Record<string, string>>;
  /** The first 'Split' option's text; 'Group default' unless said otherwise. */
  noSplitLabel?: string;
  /**
   * Sends the values, with the payer and split the user chose, through a mutation with
   * TRANSACTION_FORM_ERRORS as its meta.
   */
  onSubmit: (values: TransactionFormOutput, sharing: SharingRequest) => Promise<void>;
  onCancel: () => void;
}

/**
 * The add and edit forms, fields in the product's order: Transaction Type, Name, Description
 * (optional), Group, Categories (optional), Date, Value, Currency; then Repeats and Ends; then,
 * in a group of two or more, Paid by and Split.
 */
export function TransactionForm(props: TransactionFormProps) {
  const { groups } = props;
  const { t } = useTranslation('transactions');
  const { user } = useSession();
  const form = useAppForm({ schema: transactionFormSchema, defaultValues: props.defaultValues });
  const { control, setValue, getValues, setError, clearErrors } = form;
  const { dirtyFields, errors } = form.formState;
  const groupId = useWatch({ control, name: 'groupId' });
  const membersOf = (id: string) => groups.find((group) => group.id === id)?.groupMembers ?? [];
  const members = membersOf(groupId);

  const onSubmit = async (values: TransactionFormOutput) => {
    const memberIds = members.length > 1 ? members.map((member) => member.userId) : [];
    const sharing = sharingToSend(values, dirtyFields, memberIds);
    if ('problem' in sharing)
      return setError('splitMethod', { message: sharing.problem }, { shouldFocus: true });
    await props.onSubmit(values, sharing.request);
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title={props.title}
      description={props.description}
      className="w-full max-w-3xl"
      contentClassName="items-start sm:grid-cols-2"
      submitLabel={props.submitLabel}
      pendingLabel={props.pendingLabel}
      onCancel={props.onCancel}
    >
      <FormField
        control={control}
        name="transactionType"
        label={t('form.type')}
        render={(field) => <TransactionTypeSelect {...field} />}
      />
      <Fields.NameField control={control} placeholder={t('form.namePlaceholder')} />
      <Fields.DescriptionField control={control} rows={2} className="sm:col-span-2" />
      <Fields.GroupField
        control={control}
        groups={groups}
        placeholder={props.groupPlaceholder}
        onChanged={(next) => {
          // Categories belong to one group: another group starts with none chosen.
          setValue('categoryIds', []);
          resetSharing(membersOf(next), user?.id ?? '', getValues, setValue);
        }}
      />
      <Fields.CategoriesField
        control={control}
        groupId={groupId}
        knownLabels={props.knownCategoryLabels}
      />
      <Fields.DateField
        control={control}
        name="date"
        label={t('form.date')}
        className="sm:col-span-2"
      />
      <Fields.MoneyFields control={control} />
      <RecurrenceFields control={control} />
      {members.length > 1 ? (
        <SharingFields
          control={control}
          clearErrors={clearErrors}
          errors={errors}
          members={members}
          noSplitLabel={props.noSplitLabel ?? t('form.groupDefault')}
        />
      ) : null}
    </FormCard>
  );
}
