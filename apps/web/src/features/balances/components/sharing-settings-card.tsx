import {
  SplitMethod,
  splitProblem,
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
import { showApiError } from '@/lib/show-api-error.ts';
import { toast } from '@/lib/toast.ts';
import { useSharingQuery } from '../api/use-sharing-query.ts';
import { useUpdateSharingMutation } from '../api/use-update-sharing-mutation.ts';

/** A current member of the group, named as the screen names them. */
export interface SettingsMember {
  userId: string;
  label: string;
}

/** Equal among all is stored as no default (null); exact amounts cannot be a default. */
const EQUAL = -1;
const DEFAULT_OPTIONS = [
  { value: EQUAL, label: 'Equally among all' },
  { value: SplitMethod.Shares, label: 'By shares' },
  { value: SplitMethod.Percentages, label: 'By percentages' },
] as const;

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
  const [method, setMethod] = useState<number>(sharing.defaultSplit?.method ?? EQUAL);
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      (sharing.defaultSplit?.parts ?? []).map((part) => [part.userId, String(part.value)]),
    ),
  );
  const problemId = useId();
  const parts = members.flatMap(({ userId }) => {
    const text = values[userId]?.trim() ?? '';
    return text === '' || Number(text) === 0 ? [] : [{ userId, value: Number(text) }];
  });
  // 100.00 stands in for any amount: the default's proportions are what is checked.
  const problem = method === EQUAL ? null : splitProblem(10_000, method as SplitMethod, parts);

  const onSave = () => {
    if (currency === undefined || problem !== null) return;
    const request: GroupSharingRequest = {
      settlementCurrency: currency,
      defaultSplit: method === EQUAL ? null : { method: method as SplitMethod, parts },
    };
    save.mutate(request, {
      onSuccess: () => toast.success('Sharing settings saved'),
      onError: (error) => showApiError(error),
    });
  };

  return (
    <Card>
      <form
        aria-label="Sharing settings"
        noValidate
        className="contents"
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
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
              value={method}
              onChange={(next) => setMethod(next ?? EQUAL)}
              onBlur={() => {}}
              fieldRef={() => {}}
            />
          </FormField>
          {method === EQUAL ? null : (
            <fieldset
              className="grid min-w-0 gap-2 sm:col-span-2"
              aria-describedby={problem ? problemId : undefined}
            >
              <legend className="mb-2 text-sm font-medium">
                {method === SplitMethod.Shares ? 'Shares' : 'Percentages'}
              </legend>
              {members.map((member) => (
                <MemberValue
                  key={member.userId}
                  member={member}
                  unit={method === SplitMethod.Shares ? 'shares' : 'percentage'}
                  value={values[member.userId] ?? ''}
                  onChange={(text) => setValues((old) => ({ ...old, [member.userId]: text }))}
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

function MemberValue(props: {
  member: SettingsMember;
  unit: string;
  value: string;
  onChange: (text: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2">
      <label htmlFor={id} className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
        {props.member.label}
      </label>
      <Input
        id={id}
        type="number"
        inputMode="decimal"
        min={0}
        step={props.unit === 'shares' ? 1 : 0.01}
        className="w-28"
        aria-label={`${props.member.label} ${props.unit}`}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}
