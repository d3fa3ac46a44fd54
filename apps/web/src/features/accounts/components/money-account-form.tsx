import type { GroupMember, MoneyAccount } from '@budget/contract';
import { useMemo } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirmQuestion } from '@/components/confirm-question.tsx';
import { CurrencySelect } from '@/components/currency-select.tsx';
import { editFormTexts, FormCard } from '@/components/form-card.tsx';
import { AmountField, DateField, NameField } from '@/components/form-fields.tsx';
import { OptionSelect } from '@/components/option-select.tsx';
import { CheckboxField, FormField } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { todayIn } from '@/lib/format-date.ts';
import { memberChoices } from '@/lib/member-labels.ts';
import { CONFIRM_RECONCILED, sendConfirming } from '@/lib/mutation-errors.ts';
import { toast } from '@/lib/toast.ts';
import {
  useCreateMoneyAccountMutation,
  useUpdateMoneyAccountMutation,
} from '../api/use-money-account-mutations.ts';
import {
  MONEY_ACCOUNT_FIELDS,
  changesOpening,
  moneyAccountFormSchema,
  newAccountValues,
  storedAccountValues,
  toAccountRequest,
  type MoneyAccountFormInput,
  type MoneyAccountFormOutput,
} from '../money-account-form.ts';
import { MONEY_ACCOUNT_KINDS } from '../money-account-text.ts';

const ACCOUNT_FORM_ERRORS = formErrors<MoneyAccountFormInput>({ fields: MONEY_ACCOUNT_FIELDS });
/** A reconciled account's new opening balance or date: the form asks, then sends it again. */
const ACCOUNT_EDIT_ERRORS = { ...ACCOUNT_FORM_ERRORS, confirms: CONFIRM_RECONCILED };

/**
 * Saves an edit; one moving a reconciled account's opening balance or date asks first, and so
 * does one the server refuses for it (reconciled meanwhile), and one making an account that
 * holds transactions common money. Resolves whether it was sent.
 */
function useAccountEdit(groupId: string, account: MoneyAccount | undefined) {
  const { t } = useTranslation('accounts');
  const update = useUpdateMoneyAccountMutation(groupId, ACCOUNT_EDIT_ERRORS);
  const question = useConfirmQuestion();
  const ask = () =>
    question.ask({
      title: t('reconciled.title'),
      description: t('reconciled.description'),
      confirm: t('reconciled.change'),
    });
  // Made common money, what the account holds stops being shared for good: asked first.
  const askCommon = (edited: MoneyAccount) =>
    question.ask({
      title: t('common.title', { name: edited.name }),
      description: t('common.description', { count: edited.transactionCount }),
      confirm: t('common.confirm'),
    });
  const save = async (edited: MoneyAccount, values: MoneyAccountFormOutput) => {
    const body = toAccountRequest(values);
    const unshares = values.commonMoney && !edited.commonMoney && edited.transactionCount > 0;
    if (unshares && !(await askCommon(edited))) return false;
    const asked = edited.lastReconciledDate !== null && changesOpening(edited, values);
    if (asked && !(await ask())) return false;
    return sendConfirming(
      (confirmed) =>
        update.mutateAsync({
          moneyAccountId: edited.id,
          body: asked || confirmed ? { ...body, confirmReconciled: true } : body,
        }),
      ask,
    );
  };
  return {
    save: account ? (values: MoneyAccountFormOutput) => save(account, values) : null,
    dialog: question.dialog,
  };
}

/**
 * 'Add account' and 'Edit account' of one group: name, kind, currency, opening balance and date,
 * the bank identifier (IBAN) and whose account it is, all but the name starting from defaults.
 * Moving a reconciled account's opening balance or date asks first.
 */
export function MoneyAccountForm({
  groupId,
  groupName,
  timeZone,
  members,
  account,
  onCancel,
  onDone,
}: {
  groupId: string;
  groupName: string;
  timeZone?: string;
  members: readonly GroupMember[];
  /** The account to edit; none: a new one. */
  account?: MoneyAccount;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('accounts');
  const create = useCreateMoneyAccountMutation(groupId, ACCOUNT_FORM_ERRORS);
  const edit = useAccountEdit(groupId, account);
  const defaultValues = useMemo(
    () => (account ? storedAccountValues(account) : newAccountValues(todayIn(timeZone))),
    [account, timeZone],
  );
  const form = useAppForm({ schema: moneyAccountFormSchema, defaultValues });
  const { control } = form;
  const onSubmit = async (values: MoneyAccountFormOutput) => {
    if (edit.save) {
      if (!(await edit.save(values))) return;
    } else await create.mutateAsync(toAccountRequest(values));
    toast.success(t(account ? 'toast.updated' : 'toast.added', { name: values.name }));
    onDone();
  };

  return (
    <>
      {edit.dialog}
      <FormCard
        form={form}
        onSubmit={onSubmit}
        {...editFormTexts(t, 'form', { editing: Boolean(account), group: groupName })}
        contentClassName="items-start sm:grid-cols-2"
        onCancel={onCancel}
      >
        <AccountFields control={control} members={members} />
      </FormCard>
    </>
  );
}

/** The form's fields, in two columns (one on phones). */
function AccountFields({
  control,
  members,
}: {
  control: Control<MoneyAccountFormInput, unknown, MoneyAccountFormOutput>;
  members: readonly GroupMember[];
}) {
  const { t } = useTranslation('accounts');
  const kinds = MONEY_ACCOUNT_KINDS.map((kind) => ({ ...kind, label: t(kind.label) }));
  const owners = [
    { value: null, label: t('form.household') },
    ...memberChoices(members).map(({ userId, label }) => ({ value: userId, label })),
  ];
  return (
    <>
      <NameField control={control} placeholder={t('form.namePlaceholder')} />
      <FormField
        control={control}
        name="kind"
        label={t('form.kind')}
        render={(field) => <OptionSelect {...field} options={kinds} />}
      />
      <FormField
        control={control}
        name="currency"
        label={t('form.currency')}
        render={(field) => <CurrencySelect {...field} />}
      />
      <AmountField
        control={control}
        name="openingBalance"
        label={t('form.openingBalance')}
        description={t('form.openingBalanceHint')}
        signed
      />
      <DateField control={control} name="openingDate" label={t('form.openingDate')} />
      <FormField
        control={control}
        name="ownerUserId"
        label={t('form.owner')}
        render={(field) => <OptionSelect {...field} options={owners} />}
      />
      <FormField
        control={control}
        name="bankIdentifier"
        label={t('form.bankIdentifier')}
        className="sm:col-span-2"
      >
        <Input autoComplete="off" spellCheck={false} placeholder={t('form.ibanPlaceholder')} />
      </FormField>
      <div className="grid gap-1 sm:col-span-2">
        <CheckboxField control={control} name="commonMoney" label={t('form.commonMoney')} />
        <p className="text-sm text-muted-foreground">{t('form.commonMoneyHint')}</p>
      </div>
    </>
  );
}
