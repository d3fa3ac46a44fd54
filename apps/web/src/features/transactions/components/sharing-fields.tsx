import { SplitMethod, TransactionType, type GroupMember } from '@budget/contract';
import {
  useController,
  useFormState,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormClearErrors,
  type UseFormGetValues,
  type UseFormSetValue,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PayerSelect } from '@/components/payer-select.tsx';
import { SplitEditor } from '@/components/split-editor.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { translateMessage } from '@/lib/i18n/i18n.ts';
import { formatMoney, fromMinorUnits } from '@/lib/money.ts';
import { INCOMES, freshRows, payingMemberIds, type SplitMode } from '@/lib/split-rows.ts';
import type { TransactionFormInput, TransactionFormOutput } from '../schemas.ts';
import { amountMinorOf, splitChosen } from '../sharing.ts';
import { memberChoices } from '@/lib/member-labels.ts';

/** A transaction's split is one of the contract's methods: every one is offered. */
const TRANSACTION_MODES = [
  SplitMethod.Equal,
  SplitMethod.Shares,
  SplitMethod.Percentages,
  SplitMethod.Exact,
];

const methodOf = (mode: SplitMode | null): SplitMethod | null => (mode === INCOMES ? null : mode);

/**
 * Payers and splits belong to a group too: another group starts with its default split, paid
 * by the same member if they belong to it, else by the signed-in user.
 */
export function resetSharing(
  members: readonly GroupMember[],
  userId: string,
  getValues: UseFormGetValues<TransactionFormInput>,
  setValue: UseFormSetValue<TransactionFormInput>,
) {
  const payer = getValues('paidBy');
  if (!members.some((member) => member.userId === payer))
    setValue('paidBy', userId, { shouldDirty: true });
  setValue('splitMethod', null, { shouldDirty: true });
  setValue('splitValues', {}, { shouldDirty: true });
}

export interface SharingFieldsProps {
  control: Control<TransactionFormInput, unknown, TransactionFormOutput>;
  clearErrors: UseFormClearErrors<TransactionFormInput>;
  errors: FieldErrors<TransactionFormInput>;
  /** The chosen group's members (two or more). */
  members: readonly GroupMember[];
  /** The first option's text: 'Group default' (or 'As saved', 'Not shared' on edit). */
  noSplitLabel: string;
  /** On edit: the option that shares it by the group's default again ('Group default'). */
  groupDefaultLabel?: string;
}

/**
 * 'Paid by' and 'Split' of a group with two or more members: the split editor on the form's
 * `splitMethod` and `splitValues`, each part computed for the Value typed so far.
 */
export function SharingFields({
  control,
  clearErrors,
  errors,
  members,
  noSplitLabel,
  groupDefaultLabel,
}: SharingFieldsProps) {
  const { t } = useTranslation('transactions');
  const [amount, currency, type] = useWatch({
    control,
    name: ['amount', 'currency', 'transactionType'],
  });
  const method = useController({ control, name: 'splitMethod' }).field;
  const rows = useController({ control, name: 'splitValues' }).field;
  const byDefault = useController({ control, name: 'splitDefault' }).field;
  const { dirtyFields } = useFormState({ control, name: ['amount', 'splitMethod', 'splitValues'] });
  // A stored split left alone is kept by the server, so only one the form sends is checked here.
  const memberIds = members.map((member) => member.userId);
  const chosen = splitChosen(dirtyFields, { method: method.value, rows: rows.value }, memberIds);
  // As the group's default does, a split chosen here charges no Viewer unless they are added.
  const payers = payingMemberIds(members);

  return (
    <>
      <FormField
        control={control}
        name="paidBy"
        // An income is received, not paid: the same member, named for what they did.
        label={t(Number(type) === TransactionType.Income ? 'form.receivedBy' : 'form.paidBy')}
        render={(field) => <PayerSelect {...field} members={members} />}
      />
      <SplitEditor
        label={t('form.split')}
        members={memberChoices(members)}
        modes={TRANSACTION_MODES}
        noSplitLabel={noSplitLabel}
        groupDefault={
          groupDefaultLabel === undefined
            ? undefined
            : { label: groupDefaultLabel, chosen: byDefault.value, onChange: byDefault.onChange }
        }
        value={{ mode: method.value, rows: rows.value }}
        onChange={(next) => {
          clearErrors('splitMethod');
          if (next.mode !== method.value) method.onChange(methodOf(next.mode));
          rows.onChange(next.rows);
        }}
        onBlur={method.onBlur}
        selectRef={method.ref}
        startRows={(mode) => freshRows(mode, payers)}
        amountMinor={amountMinorOf(amount)}
        part={{
          words: t('form.part'),
          text: (minor) => formatMoney(fromMinorUnits(minor), currency),
        }}
        showProblem={chosen}
        error={
          errors.splitMethod?.message === undefined
            ? undefined
            : translateMessage(errors.splitMethod.message)
        }
      />
    </>
  );
}
