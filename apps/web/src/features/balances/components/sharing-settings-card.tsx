import {
  SplitMethod,
  currencyCode,
  type GroupSharing,
  type GroupSharingRequest,
} from '@budget/contract';
import { useId } from 'react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { z } from 'zod';
import { CurrencySelect } from '@/components/currency-select.tsx';
import { FormCard } from '@/components/form-card.tsx';
import { OptionSelect } from '@/components/option-select.tsx';
import { FormField, SubmitButton } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { formatPercent } from '@/lib/budget-usage.ts';
import { toast } from '@/lib/toast.ts';
import { useSharingQuery } from '../api/use-sharing-query.ts';
import { useUpdateSharingMutation } from '../api/use-update-sharing-mutation.ts';
import { DEFAULT_OPTIONS, EQUAL, INCOMES, choiceOf, draftOf, enteredOf } from '../default-split.ts';

/**
 * The form's values: the boxes of incomes and of shares or percentages are different numbers,
 * so each kind keeps its own. Whether the boxes add up is checked as they are typed (`draftOf`).
 */
const settingsFormSchema = z.object({
  settlementCurrency: z.number(),
  choice: z.number(),
  values: z.record(z.string(), z.string()),
  incomes: z.record(z.string(), z.string()),
});
type SettingsFormValues = z.infer<typeof settingsFormSchema>;

function valuesOf(sharing: GroupSharing): SettingsFormValues {
  const choice = choiceOf(sharing.defaultSplit);
  const entered = enteredOf(sharing.defaultSplit);
  return {
    settlementCurrency: sharing.settlementCurrency,
    choice,
    values: choice === INCOMES ? {} : entered,
    incomes: choice === INCOMES ? entered : {},
  };
}

/** A current member of the group, named as the screen names them. */
export interface SettingsMember {
  userId: string;
  label: string;
}

/** 'Sharing settings' (Owner): the settlement currency and the default split of new entries. */
export function SharingSettingsCard(props: { groupId: string; members: SettingsMember[] }) {
  const query = useSharingQuery(props.groupId, true);
  if (!query.data) return null;
  // Keyed by what was loaded, so a saved or reloaded setting starts the form afresh.
  return (
    <SettingsForm key={`${props.groupId}-${query.dataUpdatedAt}`} {...props} sharing={query.data} />
  );
}

function SettingsForm({
  groupId,
  members,
  sharing,
}: {
  groupId: string;
  members: SettingsMember[];
  sharing: GroupSharing;
}) {
  const save = useUpdateSharingMutation(groupId);
  const form = useAppForm({ schema: settingsFormSchema, defaultValues: valuesOf(sharing) });
  const { control, register } = form;
  const [currency, choice, values, incomes] = useWatch({
    control,
    name: ['settlementCurrency', 'choice', 'values', 'incomes'],
  });
  const problemId = useId();
  const byIncomes = choice === INCOMES;
  const boxes = byIncomes ? 'incomes' : 'values';
  const memberIds = members.map((member) => member.userId);
  const draft = draftOf(choice, memberIds, byIncomes ? incomes : values);
  const { problem, percents } = draft;
  const unit = byIncomes ? 'income' : choice === SplitMethod.Shares ? 'shares' : 'percentage';

  // Awaited in the form's submit: the saved settings remount this form (its key), and a
  // callback of mutate on an unmounted form would never run.
  const onSave = async ({ settlementCurrency }: SettingsFormValues) => {
    if (draft.problem !== null) return;
    const request: GroupSharingRequest = { settlementCurrency, defaultSplit: draft.request };
    await save.mutateAsync(request);
    toast.success('Sharing settings saved');
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSave}
      title="Sharing settings"
      description="Balances are shown in the settlement currency. New entries are split by the default unless another split is chosen."
      className="w-full"
      contentClassName="items-start sm:grid-cols-2"
      footer={<SubmitButton disabled={problem !== null}>Save settings</SubmitButton>}
    >
      <FormField
        control={control}
        name="settlementCurrency"
        label="Settlement currency"
        render={(field) => <CurrencySelect {...field} />}
      />
      <FormField
        control={control}
        name="choice"
        label="Default split"
        render={(field) => (
          <OptionSelect
            {...field}
            options={DEFAULT_OPTIONS}
            placeholder="Equally among all"
            onChange={(next) => field.onChange(next ?? EQUAL)}
          />
        )}
      />
      {choice === EQUAL ? null : (
        <fieldset
          className="grid min-w-0 gap-2 sm:col-span-2"
          aria-describedby={problem ? problemId : undefined}
        >
          <legend className="mb-2 text-sm font-medium">{legendOf(choice, currency)}</legend>
          {byIncomes ? (
            <p className="mb-1 text-sm text-muted-foreground">
              Each member&apos;s part of new entries follows their income; only the proportion
              counts. An empty box leaves a member out.
            </p>
          ) : null}
          {members.map((member) => (
            <MemberValue
              key={`${boxes}-${member.userId}`}
              member={member}
              unit={unit}
              box={register(`${boxes}.${member.userId}`)}
              percent={percents.get(member.userId)}
            />
          ))}
          {problem ? (
            <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
        </fieldset>
      )}
    </FormCard>
  );
}

function legendOf(choice: number, currency: number | undefined): string {
  if (choice === SplitMethod.Shares) return 'Shares';
  if (choice === SplitMethod.Percentages) return 'Percentages';
  return currency === undefined ? 'Monthly incomes' : `Monthly incomes (${currencyCode(currency)})`;
}

function MemberValue(props: {
  member: SettingsMember;
  unit: string;
  /** The member's box of the form. */
  box: UseFormRegisterReturn;
  /** In proportion to incomes: the member's resulting part, in percent. */
  percent: number | undefined;
}) {
  const id = useId();
  const wide = props.unit === 'income';
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2">
      {/* At least 10rem for the name: on a phone the boxes then move under it. */}
      <label htmlFor={id} className="min-w-0 flex-1 basis-40 text-sm [overflow-wrap:anywhere]">
        {props.member.label}
      </label>
      {props.percent === undefined ? null : (
        <span className="ml-auto text-sm text-muted-foreground tabular-nums">
          {formatPercent(props.percent)}
        </span>
      )}
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={props.unit === 'shares' ? 1 : 0.01}
        className={wide ? 'ml-auto w-36' : 'ml-auto w-28'}
        aria-label={`${props.member.label} ${props.unit}`}
        {...props.box}
      />
    </div>
  );
}
