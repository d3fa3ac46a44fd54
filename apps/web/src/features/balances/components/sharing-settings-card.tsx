import {
  SplitMethod,
  currencyCode,
  type GroupSharing,
  type GroupSharingRequest,
} from '@budget/contract';
import { useId, useState } from 'react';
import { CurrencySelect } from '@/components/currency-select.tsx';
import { OptionSelect } from '@/components/option-select.tsx';
import { Button } from '@/components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { formatPercent } from '@/lib/budget-usage.ts';
import { showApiError } from '@/lib/show-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useSharingQuery } from '../api/use-sharing-query.ts';
import { useUpdateSharingMutation } from '../api/use-update-sharing-mutation.ts';
import {
  DEFAULT_OPTIONS,
  EQUAL,
  INCOMES,
  choiceOf,
  draftOf,
  enteredOf,
  type EnteredValues,
} from '../default-split.ts';

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
  const [currency, setCurrency] = useState<number | undefined>(sharing.settlementCurrency);
  const [choice, setChoice] = useState<number>(choiceOf(sharing.defaultSplit));
  // Incomes and shares or percentages are different numbers: each keeps its own boxes.
  const [values, setValues] = useState<EnteredValues>(() =>
    choiceOf(sharing.defaultSplit) === INCOMES ? {} : enteredOf(sharing.defaultSplit),
  );
  const [incomes, setIncomes] = useState<EnteredValues>(() =>
    choiceOf(sharing.defaultSplit) === INCOMES ? enteredOf(sharing.defaultSplit) : {},
  );
  const problemId = useId();
  const byIncomes = choice === INCOMES;
  const boxes = byIncomes ? incomes : values;
  const setBoxes = byIncomes ? setIncomes : setValues;
  const memberIds = members.map((member) => member.userId);
  const { problem, request: defaultSplit, percents } = draftOf(choice, memberIds, boxes);
  const unit = byIncomes ? 'income' : choice === SplitMethod.Shares ? 'shares' : 'percentage';

  const onSave = async () => {
    if (currency === undefined || problem !== null) return;
    const request: GroupSharingRequest = { settlementCurrency: currency, defaultSplit };
    // Awaited rather than callbacks of mutate: the saved settings remount this form (its key)
    // before those would run, and a callback of an unmounted form never does.
    try {
      await save.mutateAsync(request);
      toast.success('Sharing settings saved');
    } catch (error) {
      showApiError(error);
    }
  };

  return (
    <Card>
      <form
        aria-label="Sharing settings"
        noValidate
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
      >
        <CardHeader>
          <CardTitle>Sharing settings</CardTitle>
          <CardDescription>
            Balances are shown in the settlement currency. New entries are split by the default
            unless another split is chosen.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label="Settlement currency">
            <CurrencySelect
              value={currency}
              onChange={setCurrency}
              onBlur={() => {}}
              fieldRef={() => {}}
            />
          </FormField>
          <FormField label="Default split">
            <OptionSelect
              options={DEFAULT_OPTIONS}
              placeholder="Equally among all"
              value={choice}
              onChange={(next) => setChoice(next ?? EQUAL)}
              onBlur={() => {}}
              fieldRef={() => {}}
            />
          </FormField>
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
                  key={member.userId}
                  member={member}
                  unit={unit}
                  value={boxes[member.userId] ?? ''}
                  percent={percents.get(member.userId)}
                  onChange={(text) => setBoxes((old) => ({ ...old, [member.userId]: text }))}
                />
              ))}
              {problem ? (
                <p id={problemId} role="alert" className="text-sm font-medium text-destructive">
                  {problem}
                </p>
              ) : null}
            </fieldset>
          )}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={save.isPending || problem !== null}>
            {save.isPending ? <Spinner /> : null}
            Save settings
          </Button>
        </CardFooter>
      </form>
    </Card>
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
  value: string;
  /** In proportion to incomes: the member's resulting part, in percent. */
  percent: number | undefined;
  onChange: (text: string) => void;
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
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
