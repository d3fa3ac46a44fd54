import {
  RULE_AMOUNT_OPS,
  RULE_CONDITIONS_MAX,
  RULE_TEXT_OPS,
  TransactionType,
} from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { useFieldArray, useWatch } from 'react-hook-form';
import { CurrencySelect } from '@/components/currency-select.tsx';
import { MoneyAccountSelect } from '@/components/money-account-select.tsx';
import { OptionSelect } from '@/components/option-select.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import type { AppForm } from '@/hooks/use-app-form.ts';
import { useMoneyAccountsQuery } from '@/lib/api/get-money-accounts.ts';
import {
  CONDITION_KINDS,
  emptyCondition,
  type ConditionKind,
  type RuleFormInput,
  type RuleFormOutput,
} from '../schemas.ts';
import { RowsFieldset, RuleRow } from './rows-fieldset.tsx';

type RuleAppForm = AppForm<RuleFormInput, RuleFormOutput>;

/** 'Conditions': a row each (what it looks at, how, and the value), added and removed. */
export function ConditionRows({ form }: { form: RuleAppForm }) {
  const { t } = useTranslation('rules');
  const rows = useFieldArray({ control: form.control, name: 'conditions' });
  return (
    <RowsFieldset
      legend={t('form.conditions')}
      addLabel={t('form.addCondition')}
      canAdd={rows.fields.length < RULE_CONDITIONS_MAX}
      onAdd={() => rows.append(emptyCondition())}
    >
      {rows.fields.map((row, index) => (
        <ConditionRow
          key={row.id}
          form={form}
          index={index}
          onKind={(kind) => form.setValue(`conditions.${index}`, emptyCondition(kind))}
          onRemove={rows.fields.length > 1 ? () => rows.remove(index) : undefined}
        />
      ))}
    </RowsFieldset>
  );
}

const TEXT_KINDS: readonly ConditionKind[] = ['name', 'description', 'payee'];

function ConditionRow({
  form,
  index,
  onKind,
  onRemove,
}: {
  form: RuleAppForm;
  index: number;
  onKind: (kind: ConditionKind) => void;
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation('rules');
  const { control } = form;
  const kind = useWatch({ control, name: `conditions.${index}.kind` });
  const op = useWatch({ control, name: `conditions.${index}.op` });
  const number = index + 1;
  const ops = kind === 'amount' ? RULE_AMOUNT_OPS : TEXT_KINDS.includes(kind) ? RULE_TEXT_OPS : [];
  return (
    <RuleRow
      legend={t('form.condition', { number })}
      columns="sm:grid-cols-[repeat(3,minmax(0,1fr))_auto]"
      removeLabel={t('form.removeCondition', { number })}
      onRemove={onRemove}
    >
      <FormField
        control={control}
        name={`conditions.${index}.kind`}
        label={t('form.kind')}
        render={(field) => (
          <OptionSelect
            {...field}
            onChange={onKind}
            options={CONDITION_KINDS.map((value) => ({ value, label: t(`kind.${value}`) }))}
          />
        )}
      />
      {ops.length > 0 ? (
        <FormField
          control={control}
          name={`conditions.${index}.op`}
          label={t('form.operator')}
          render={(field) => (
            <OptionSelect<string>
              {...field}
              options={
                kind === 'amount'
                  ? RULE_AMOUNT_OPS.map((value) => ({ value, label: t(`amountOp.${value}`) }))
                  : RULE_TEXT_OPS.map((value) => ({ value, label: t(`op.${value}`) }))
              }
            />
          )}
        />
      ) : null}
      <ConditionValue form={form} index={index} kind={kind} op={op} />
    </RuleRow>
  );
}

/** The value boxes of a condition's kind: a text, an amount (two for a range) or a choice. */
function ConditionValue({
  form,
  index,
  kind,
  op,
}: {
  form: RuleAppForm;
  index: number;
  kind: ConditionKind;
  op: string;
}) {
  const { t } = useTranslation('rules');
  const { control } = form;
  const groupId = useWatch({ control, name: 'groupId' });
  const accounts = useMoneyAccountsQuery(groupId, { enabled: kind === 'moneyAccount' });
  return (
    <>
      {TEXT_KINDS.includes(kind) || kind === 'fileName' ? (
        <FormField
          control={control}
          name={`conditions.${index}.value`}
          label={t(op === 'matches' ? 'form.pattern' : 'form.text')}
          className={kind === 'fileName' ? 'sm:col-span-2' : undefined}
        >
          <Input autoComplete="off" />
        </FormField>
      ) : null}
      {kind === 'amount' ? (
        <AmountBoxes form={form} index={index} between={op === 'between'} />
      ) : null}
      {kind === 'currency' ? (
        <FormField
          control={control}
          name={`conditions.${index}.currency`}
          label={t('form.currency')}
          className="sm:col-span-2"
          render={(field) => <CurrencySelect {...field} />}
        />
      ) : null}
      {kind === 'type' ? (
        <FormField
          control={control}
          name={`conditions.${index}.transactionType`}
          label={t('form.type')}
          className="sm:col-span-2"
          render={(field) => (
            <OptionSelect
              {...field}
              options={[TransactionType.Expense, TransactionType.Income].map((value) => ({
                value,
                label: t(`transactionType.${value}`),
              }))}
            />
          )}
        />
      ) : null}
      {kind === 'moneyAccount' ? (
        <FormField
          control={control}
          name={`conditions.${index}.moneyAccountId`}
          label={t('form.account')}
          className="sm:col-span-2"
          render={(field) => (
            <MoneyAccountSelect
              {...field}
              accounts={accounts.data ?? []}
              placeholder={t('form.accountPlaceholder')}
            />
          )}
        />
      ) : null}
    </>
  );
}

/** An amount condition's boxes: the amount, and the upper end of a range. */
function AmountBoxes({
  form: { control },
  index,
  between,
}: {
  form: RuleAppForm;
  index: number;
  between: boolean;
}) {
  const { t } = useTranslation('rules');
  return (
    <div className="grid grid-cols-2 gap-3">
      <FormField control={control} name={`conditions.${index}.amount`} label={t('form.amount')}>
        <Input inputMode="decimal" autoComplete="off" />
      </FormField>
      {between ? (
        <FormField
          control={control}
          name={`conditions.${index}.amountTo`}
          label={t('form.amountTo')}
        >
          <Input inputMode="decimal" autoComplete="off" />
        </FormField>
      ) : null}
    </div>
  );
}
