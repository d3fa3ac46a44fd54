import type { MoneyAccount, Transaction } from '@budget/contract';
import { useMemo } from 'react';
import { useFormContext, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { useSaveTransferMutation } from '@/lib/api/transfers.ts';
import { codeOf } from '@/lib/budget-usage.ts';
import { todayIn } from '@/lib/format-date.ts';
import { toast } from '@/lib/toast.ts';
import {
  TRANSFER_FIELDS,
  newTransferValues,
  storedTransferValues,
  toTransferRequest,
  transferFormSchema,
  type TransferFormInput,
  type TransferFormOutput,
} from '@/lib/transfer-form.ts';
import { editFormTexts, FormCard } from './form-card.tsx';
import { AmountField, DateField, DescriptionField, NameField } from './form-fields.tsx';
import { MoneyAccountSelect } from './money-account-select.tsx';
import { FormField } from './ui/form.tsx';

const TRANSFER_FORM_ERRORS = formErrors<TransferFormInput>({ fields: TRANSFER_FIELDS });

/**
 * 'Transfer': money moved between two open accounts of one group, a new transfer or a stored one
 * (shared: the accounts screen makes transfers, the transactions list edits them). The amount
 * received is asked for only when the two currencies differ; left empty, the server converts.
 */
export function TransferForm({
  groupId,
  groupName,
  timeZone,
  accounts,
  transfer,
  confirmReconciled,
  onCancel,
  onDone,
}: {
  groupId: string;
  groupName: string;
  /** The group's time zone: a new transfer is dated the group's today. */
  timeZone?: string;
  /** The group's open accounts. */
  accounts: readonly MoneyAccount[];
  /** The stored transfer to edit; none: a new one. */
  transfer?: Transaction;
  /** A reconciled transfer: asked before saving (false: not saved), then sent confirmed. */
  confirmReconciled?: () => Promise<boolean>;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('common');
  const save = useSaveTransferMutation(
    { groupId, transactionId: transfer?.id },
    TRANSFER_FORM_ERRORS,
  );
  const defaultValues = useMemo(
    () =>
      transfer
        ? storedTransferValues(transfer)
        : newTransferValues(accounts, todayIn(timeZone), t('transfer.defaultName')),
    // The form starts once; later changes of the accounts do not reset what is typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const form = useAppForm({ schema: transferFormSchema, defaultValues });
  const { control } = form;
  const [fromId, toId] = useWatch({ control, name: ['fromMoneyAccountId', 'toMoneyAccountId'] });
  const from = accounts.find((account) => account.id === fromId);
  const to = accounts.find((account) => account.id === toId);
  const differ = differentCurrencies(from, to);

  const onSubmit = async (values: TransferFormOutput) => {
    if (confirmReconciled && !(await confirmReconciled())) return;
    const request = toTransferRequest(values, differ);
    await save.mutateAsync(confirmReconciled ? { ...request, confirmReconciled: true } : request);
    toast.success(t(transfer ? 'transfer.updated' : 'transfer.made'));
    onDone();
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSubmit}
      {...editFormTexts(t, 'transfer', { editing: Boolean(transfer), group: groupName })}
      contentClassName="items-start sm:grid-cols-2"
      onCancel={onCancel}
    >
      <AccountsAndAmounts control={control} accounts={accounts} from={from} to={to} />
      <DateField control={control} name="date" label={t('transfer.date')} />
      <NameField control={control} autoFocus={false} />
      <DescriptionField control={control} rows={2} className="sm:col-span-2" />
    </FormCard>
  );
}

function differentCurrencies(
  from: MoneyAccount | undefined,
  to: MoneyAccount | undefined,
): to is MoneyAccount {
  return from !== undefined && to !== undefined && from.currency !== to.currency;
}

/** From and To, the amount that leaves, and the amount received when the currencies differ. */
function AccountsAndAmounts({
  control,
  accounts,
  from,
  to,
}: {
  control: Control<TransferFormInput, unknown, TransferFormOutput>;
  accounts: readonly MoneyAccount[];
  from: MoneyAccount | undefined;
  to: MoneyAccount | undefined;
}) {
  const { t } = useTranslation('common');
  const { setValue } = useFormContext<TransferFormInput>();
  const sides = [
    { name: 'fromMoneyAccountId', label: t('transfer.from') },
    { name: 'toMoneyAccountId', label: t('transfer.to') },
  ] as const;
  return (
    <>
      {sides.map(({ name, label }) => (
        <FormField
          key={name}
          control={control}
          name={name}
          label={label}
          render={(field) => (
            <MoneyAccountSelect
              {...field}
              onChange={(value) => {
                field.onChange(value);
                // The destination chosen becomes the source: it is to be chosen again, not kept
                // hidden from its own list.
                if (name === 'fromMoneyAccountId' && value === to?.id)
                  setValue('toMoneyAccountId', '');
              }}
              // Money goes from one account to another: the account it leaves is no destination.
              accounts={
                name === 'toMoneyAccountId' && from
                  ? accounts.filter((account) => account.id !== from.id)
                  : accounts
              }
              placeholder={t('transfer.chooseAccount')}
            />
          )}
        />
      ))}
      <AmountField
        control={control}
        name="amount"
        label={
          from ? t('transfer.amountIn', { currency: codeOf(from.currency) }) : t('transfer.amount')
        }
      />
      {differentCurrencies(from, to) ? (
        <AmountField
          control={control}
          name="toAmount"
          label={t('transfer.toAmount', { currency: codeOf(to.currency) })}
          description={t('transfer.toAmountHint')}
        />
      ) : null}
    </>
  );
}
