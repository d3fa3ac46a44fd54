import type { Group, GroupMember } from '@budget/contract';
import { useState, type ReactNode } from 'react';
import { useWatch, type UseFormGetValues, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormCard } from '@/components/form-card.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useChosenAccount } from '../hooks/use-chosen-account.ts';
import { useAccountSharing } from '../hooks/use-account-sharing.ts';
import {
  transactionFormSchema,
  type SharingRequest,
  type TransactionFormInput,
  type TransactionFormOutput,
} from '../schemas.ts';
import { partsToSend } from '../category-parts.ts';
import { SHARING_FIELDS } from '../sharing.ts';
import { RulesOutcome } from './rules-outcome.tsx';
import { resetSharing } from './sharing-fields.tsx';
import { TransactionFields } from './transaction-fields.tsx';

/** The meta of the transaction mutations: the fields of a server's 400 that the form shows. */
export const TRANSACTION_FORM_ERRORS = formErrors<TransactionFormInput>({
  fields: [
    'transactionType',
    'name',
    'description',
    'groupId',
    'categoryIds',
    'tagIds',
    'date',
    'amount',
    'currency',
    'moneyAccountId',
    'recurringPeriod',
    'endDate',
  ],
  map: { ...SHARING_FIELDS, categoryParts: 'partTexts', 'categoryParts.*': 'partTexts' },
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
  knownTagLabels?: Readonly<Record<string, string>>;
  /** The first 'Split' option's text; 'Group default' unless said otherwise. */
  noSplitLabel?: string;
  /**
   * Sends the values, with the payer and split the user chose, through a mutation with
   * TRANSACTION_FORM_ERRORS as its meta.
   */
  onSubmit: (values: TransactionFormOutput, sharing: SharingRequest) => Promise<void>;
  onCancel: () => void;
  /** 'quick': the quick-add form's order and 'More details' (transaction-fields.tsx). */
  layout?: 'full' | 'quick';
  /**
   * A new transaction: the account to move to when the type changes, before the user picks one
   * (the last account that type went to, in the group), or null for the group's first.
   */
  accountForType?: (groupId: string, type: number) => string | null;
  /** The edited transaction's account: offered in its group even when closed. */
  keepAccountId?: string;
  /**
   * A new transaction: opens in the chosen account's currency. Without it the form's currency
   * stays until the account changes (docs/decisions.md, 'Money accounts').
   */
  currencyFromAccount?: boolean;
  /** A new transaction: shows what the group's rules will set on it (rules-outcome.tsx). */
  previewRules?: boolean;
  /** Before the buttons: the edit form's 'Always categorise like this'. */
  footerStart?: ReactNode;
  /** The 'Attachments' area, after the fields. */
  attachments?: ReactNode;
}

/** Categories, tags and accounts belong to one group: another group starts with none chosen. */
function startInGroup(
  members: readonly GroupMember[],
  userId: string,
  getValues: UseFormGetValues<TransactionFormInput>,
  setValue: UseFormSetValue<TransactionFormInput>,
) {
  setValue('categoryIds', []);
  setValue('divided', false);
  setValue('partTexts', {});
  setValue('tagIds', []);
  setValue('moneyAccountId', '');
  resetSharing(members, userId, getValues, setValue);
}

const useTransactionAppForm = (defaultValues: TransactionFormProps['defaultValues']) =>
  useAppForm({ schema: transactionFormSchema, defaultValues });

/**
 * The add and edit forms: the fields (transaction-fields.tsx) on a card, the payer and split
 * checked and sent as sharing.ts says.
 */
export function TransactionForm(props: TransactionFormProps) {
  const { groups, layout = 'full' } = props;
  const { t } = useTranslation('transactions');
  const { user } = useSession();
  const form = useTransactionAppForm(props.defaultValues);
  const [skipRules, setSkipRules] = useState(false);
  const { control, setValue, getValues, setError, clearErrors } = form;
  const { dirtyFields, errors } = form.formState;
  const groupId = useWatch({ control, name: 'groupId' });
  const membersOf = (id: string) => groups.find((group) => group.id === id)?.groupMembers ?? [];
  const members = membersOf(groupId);
  const accounts = useChosenAccount(form, groupId, {
    keepAccountId: props.keepAccountId,
    currencyFromAccount: props.currencyFromAccount ?? false,
    accountForType: props.accountForType,
  });
  const { commonAccount, leavesCommon, sharingOf } = useAccountSharing(
    form,
    accounts,
    members,
    props.keepAccountId,
  );

  const onSubmit = async (values: TransactionFormOutput) => {
    const sharing = sharingOf(values, dirtyFields);
    if ('problem' in sharing)
      return setError('splitMethod', { message: sharing.problem }, { shouldFocus: true });
    const parts = partsToSend(values);
    if ('problem' in parts) return setError('partTexts', { message: parts.problem });
    const rules = props.previewRules && skipRules ? { applyRules: false } : {};
    await props.onSubmit(values, { ...sharing.request, ...parts, ...rules });
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      title={props.title}
      description={props.description}
      className="w-full max-w-3xl"
      contentClassName={layout === 'quick' ? 'gap-3 sm:gap-5' : 'items-start sm:grid-cols-2'}
      compact={layout === 'quick'}
      submitLabel={props.submitLabel}
      pendingLabel={props.pendingLabel}
      onCancel={props.onCancel}
      footerStart={props.footerStart}
    >
      <TransactionFields
        layout={layout}
        control={control}
        clearErrors={clearErrors}
        errors={errors}
        groups={groups}
        groupId={groupId}
        groupPlaceholder={props.groupPlaceholder}
        onGroupChanged={(next) =>
          startInGroup(membersOf(next), user?.id ?? '', getValues, setValue)
        }
        members={members}
        accounts={accounts}
        commonAccount={commonAccount}
        knownCategoryLabels={props.knownCategoryLabels}
        knownTagLabels={props.knownTagLabels}
        {...splitOptions(t('form.groupDefault'), leavesCommon ? undefined : props.noSplitLabel)}
        attachments={props.attachments}
      />
      {props.previewRules ? (
        <RulesOutcome
          control={control}
          groupId={groupId}
          members={commonAccount === null ? members : null}
          skip={skipRules}
          onSkipChange={setSkipRules}
        />
      ) : null}
      {layout === 'quick' ? null : props.attachments}
    </FormCard>
  );
}

/**
 * The split select's first options: 'Group default' on add (and for an entry leaving common
 * money, shared as a new one); on edit the stored split kept ('As saved') and then the default.
 */
function splitOptions(groupDefault: string, editLabel: string | undefined) {
  return editLabel === undefined
    ? { noSplitLabel: groupDefault }
    : { noSplitLabel: editLabel, groupDefaultLabel: groupDefault };
}
