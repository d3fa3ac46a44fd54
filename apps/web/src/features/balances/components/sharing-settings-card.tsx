import { freshRows } from '@/lib/split-rows.ts';
import { EQUAL_AMONG, type GroupSharing, type GroupSharingRequest } from '@budget/contract';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CurrencySelect } from '@/components/currency-select.tsx';
import { FormCard } from '@/components/form-card.tsx';
import { ShareIncomesField } from '@/components/form-fields.tsx';
import { SplitEditor } from '@/components/split-editor.tsx';
import { OptionSelect } from '@/components/option-select.tsx';
import { FormField, SubmitButton } from '@/components/ui/form.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { formatPercent } from '@/lib/budget-usage.ts';
import { HUNDRED, INCOMES, checkSplit, type SplitMode, type SplitRows } from '@/lib/split-rows.ts';
import { splitProblemText } from '@/lib/split-problem-text.ts';
import { toast } from '@/lib/toast.ts';
import { useSharingQuery } from '../api/use-sharing-query.ts';
import { useUpdateSharingMutation } from '../api/use-update-sharing-mutation.ts';
import { DEFAULT_MODES, kindOf, modeOf, requestOf, storedBoxes } from '../default-split.ts';

/**
 * The form's values: the boxes of incomes and of shares or percentages are different numbers,
 * so each kind keeps its own. Whether the boxes add up is checked as they are typed
 * (`checkSplit`, which the split editor shows).
 */
const settingsFormSchema = z.object({
  settlementCurrency: z.number(),
  mode: z.custom<SplitMode | null>(),
  weights: z.custom<SplitRows>(),
  incomes: z.custom<SplitRows>(),
  equalAmong: z.enum(EQUAL_AMONG),
  splitIncomes: z.boolean(),
});
type SettingsFormValues = z.infer<typeof settingsFormSchema>;

function valuesOf(sharing: GroupSharing): SettingsFormValues {
  const mode = modeOf(sharing.defaultSplit);
  return {
    settlementCurrency: sharing.settlementCurrency,
    mode,
    ...storedBoxes(sharing.defaultSplit),
    equalAmong: sharing.equalAmong,
    splitIncomes: sharing.splitIncomes,
  };
}

/** Who an equal split is among, in the words of the settings. */
const EQUAL_AMONG_OPTIONS = [
  { value: 'payers' as const, label: 'sharing.payers' as const },
  { value: 'everyone' as const, label: 'sharing.everyone' as const },
];

/** A current member of the group, named as the screen names them. */
export interface SettingsMember {
  userId: string;
  label: string;
}

/** 'Sharing settings' (Owner): the settlement currency and the default split of new entries. */
export function SharingSettingsCard(props: {
  groupId: string;
  members: SettingsMember[];
  /** The Owners and Members: a way of splitting not set before starts with them (1 share each). */
  payingIds: string[];
}) {
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
  payingIds,
  sharing,
}: {
  groupId: string;
  members: SettingsMember[];
  payingIds: string[];
  sharing: GroupSharing;
}) {
  const { t } = useTranslation('balances');
  const save = useUpdateSharingMutation(groupId);
  const form = useAppForm({ schema: settingsFormSchema, defaultValues: valuesOf(sharing) });
  const { control, setValue, setError, clearErrors } = form;
  const [currency, mode, weights, incomes] = useWatch({
    control,
    name: ['settlementCurrency', 'mode', 'weights', 'incomes'],
  });
  const boxes = { weights, incomes };
  const split = { mode, rows: boxes[kindOf(mode)] };
  const memberIds = members.map((member) => member.userId);
  const problem = splitProblemText(checkSplit(split, memberIds, HUNDRED), mode);

  // Awaited in the form's submit: the saved settings remount this form (its key), and a
  // callback of mutate on an unmounted form would never run.
  const onSave = async ({ settlementCurrency, equalAmong, splitIncomes }: SettingsFormValues) => {
    // The split editor shows why the rows do not add up; the form's summary says it too, so a
    // submit that does not go says why beside the button (docs/decisions.md, 'Forms').
    if (problem !== null) return setError('mode', { message: problem });
    const request: GroupSharingRequest = {
      settlementCurrency,
      defaultSplit: requestOf(split, memberIds),
      equalAmong,
      splitIncomes,
    };
    await save.mutateAsync(request);
    toast.success(t('sharing.saved'));
  };

  return (
    <FormCard
      form={form}
      onSubmit={onSave}
      title={t('sharing.title')}
      description={t('sharing.description')}
      className="w-full"
      contentClassName="items-start sm:grid-cols-2"
      footer={<SubmitButton>{t('sharing.save')}</SubmitButton>}
    >
      <FormField
        control={control}
        name="settlementCurrency"
        label={t('sharing.currency')}
        render={(field) => <CurrencySelect {...field} />}
      />
      <SplitEditor
        label={t('sharing.defaultSplit')}
        noSplitLabel={t('sharing.equally')}
        members={members}
        modes={DEFAULT_MODES}
        value={split}
        onChange={(next) => {
          clearErrors('mode');
          setValue('mode', next.mode);
          if (next.mode !== null) setValue(kindOf(next.mode), next.rows);
        }}
        startRows={(next) => {
          // Incomes keep their boxes; the way stored starts from what was stored; any other
          // starts as the transaction form does (shares and percentages share boxes, and one
          // way's numbers are not the other's).
          const kept =
            next === INCOMES
              ? boxes.incomes
              : next === modeOf(sharing.defaultSplit)
                ? storedBoxes(sharing.defaultSplit)[kindOf(next)]
                : {};
          return Object.keys(kept).length > 0 ? kept : freshRows(next, payingIds);
        }}
        amountMinor={HUNDRED}
        part={
          mode === INCOMES ? { words: '', text: (minor) => formatPercent(minor / 100) } : undefined
        }
        currency={currency}
      />
      <HouseholdChoices control={control} equal={mode === null} />
    </FormCard>
  );
}

/** Who an equal split is among (when the default is equal) and whether incomes are shared. */
function HouseholdChoices({
  control,
  equal,
}: {
  control: Control<SettingsFormValues>;
  equal: boolean;
}) {
  const { t } = useTranslation('balances');
  const options = EQUAL_AMONG_OPTIONS.map((option) => ({ ...option, label: t(option.label) }));
  return (
    <>
      {equal ? (
        <FormField
          control={control}
          name="equalAmong"
          label={t('sharing.equalAmong')}
          description={t('sharing.equalAmongHint')}
          render={(field) => <OptionSelect {...field} options={options} />}
        />
      ) : null}
      <ShareIncomesField control={control} className="sm:col-span-2" />
    </>
  );
}
