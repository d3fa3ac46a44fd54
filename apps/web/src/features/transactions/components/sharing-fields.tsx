import { SplitMethod, type GroupMember } from '@budget/contract';
import { useId } from 'react';
import {
  Controller,
  useFormState,
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormClearErrors,
  type UseFormGetValues,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { PayerSelect, SplitSelect } from '@/components/sharing-selects.tsx';
import { formatMoney, fromMinorUnits } from '@/lib/money.ts';
import { freshRows } from '@/lib/split-rows.ts';
import { cn } from '@/lib/utils.ts';
import type { TransactionFormInput, TransactionFormOutput } from '../schemas.ts';
import { isDirty, liveSplit } from '../sharing.ts';

/** What each row's number means, as the rows' heading and the boxes' names. */
const ROW_WORDS: Record<SplitMethod, { legend: string; box: string }> = {
  [SplitMethod.Equal]: { legend: 'Shared by', box: '' },
  [SplitMethod.Shares]: { legend: 'Shares', box: 'shares' },
  [SplitMethod.Percentages]: { legend: 'Percentages', box: 'percentage' },
  [SplitMethod.Exact]: { legend: 'Amounts', box: 'amount' },
};

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
  register: UseFormRegister<TransactionFormInput>;
  setValue: UseFormSetValue<TransactionFormInput>;
  clearErrors: UseFormClearErrors<TransactionFormInput>;
  errors: FieldErrors<TransactionFormInput>;
  /** The chosen group's members (two or more). */
  members: readonly GroupMember[];
  /** The first option's text: 'Group default' (or 'Not shared' for an unshared one on edit). */
  noSplitLabel: string;
}

/**
 * 'Paid by' and 'Split' of a group with two or more members, then one row per member with their
 * part computed live as the server will store it (docs/decisions.md, 'Splits').
 */
export function SharingFields(props: SharingFieldsProps) {
  const { control, errors, members, setValue, clearErrors } = props;
  const [method, rows, amount, currency] = useWatch({
    control,
    name: ['splitMethod', 'splitValues', 'amount', 'currency'],
  });
  const { dirtyFields } = useFormState({ control, name: ['splitMethod', 'splitValues'] });
  const memberIds = members.map((member) => member.userId);
  const live = method === null ? null : liveSplit(amount, method, rows, memberIds);
  // A stored split left alone is kept by the server, so only a changed one is checked here.
  const chosen = isDirty(dirtyFields.splitMethod) || isDirty(dirtyFields.splitValues);
  const message = (chosen ? live?.problem : null) ?? errors.splitMethod?.message;
  const messageId = useId();

  return (
    <>
      <FormField
        control={control}
        name="paidBy"
        label="Paid by"
        render={(field) => <PayerSelect {...field} members={members} />}
      />
      <FormField
        control={control}
        name="splitMethod"
        label="Split"
        error={method === null ? message : undefined}
        render={(field) => (
          <SplitSelect
            {...field}
            noSplitLabel={props.noSplitLabel}
            onChange={(next) => {
              clearErrors('splitMethod');
              field.onChange(next);
              if (next !== null)
                setValue('splitValues', freshRows(next, memberIds), { shouldDirty: true });
            }}
            describedBy={method !== null && message ? messageId : undefined}
          />
        )}
      />
      {method === null ? null : (
        <fieldset className="grid min-w-0 gap-2 sm:col-span-2">
          <legend className="mb-2 text-sm font-medium">{ROW_WORDS[method].legend}</legend>
          <ul className="grid gap-2">
            {members.map((member) => (
              <SplitRow
                key={member.userId}
                {...props}
                member={member}
                method={method}
                part={live?.minorByUser.get(member.userId)}
                currency={currency}
              />
            ))}
          </ul>
          {message ? (
            <p id={messageId} role="alert" className="text-sm font-medium text-destructive">
              {message}
            </p>
          ) : null}
        </fieldset>
      )}
    </>
  );
}

function SplitRow({
  control,
  register,
  clearErrors,
  member,
  method,
  part,
  currency,
}: SharingFieldsProps & {
  member: GroupMember;
  method: SplitMethod;
  /** The member's part in minor units, when the split adds up. */
  part: number | undefined;
  currency: number | undefined;
}) {
  const id = useId();
  const name = member.userEmail;
  const partText = part === undefined ? '-' : formatMoney(fromMinorUnits(part), currency);
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2">
      {method === SplitMethod.Equal ? (
        <Controller
          control={control}
          name={`splitValues.${member.userId}.included`}
          render={({ field }) => (
            <Checkbox
              id={id}
              checked={field.value}
              onCheckedChange={(checked) => {
                clearErrors('splitMethod');
                field.onChange(checked === true);
              }}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      ) : null}
      <Label
        htmlFor={id}
        className={cn(
          'min-w-0 flex-1 font-normal [overflow-wrap:anywhere]',
          // On a phone the name takes its own line, the box and the part the next.
          method !== SplitMethod.Equal && 'basis-full sm:basis-0',
        )}
      >
        {name}
      </Label>
      {method === SplitMethod.Equal ? null : (
        <Input
          id={id}
          type="number"
          inputMode="decimal"
          min={0}
          step={method === SplitMethod.Shares ? 1 : 0.01}
          className="w-28"
          aria-label={`${name} ${ROW_WORDS[method].box}`}
          {...register(`splitValues.${member.userId}.value`, {
            onChange: () => clearErrors('splitMethod'),
          })}
        />
      )}
      <span className="ml-auto min-w-24 text-right text-sm tabular-nums">
        <span className="sr-only">Part: </span>
        {partText}
      </span>
    </li>
  );
}
