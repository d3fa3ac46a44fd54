import type { Group } from '@budget/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { CategoriesSelect } from '@/components/categories-select.tsx';
import { CurrencySelect } from '@/components/currency-select.tsx';
import { DatePicker } from '@/components/date-picker.tsx';
import { GroupSelect } from '@/components/group-select.tsx';
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
import { Textarea } from '@/components/ui/textarea.tsx';
import { fieldErrorsOf } from '@/lib/field-errors.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { showApiError } from '@/lib/show-api-error.ts';
import {
  transactionFormSchema,
  type SharingRequest,
  type TransactionFormInput,
  type TransactionFormOutput,
} from '../schemas.ts';
import { sharingErrorsOf, sharingToSend } from '../sharing.ts';
import { TransactionTypeSelect } from './form-selects.tsx';
import { RecurrenceFields } from './recurrence-fields.tsx';
import { resetSharing, SharingFields } from './sharing-fields.tsx';

/** The fields a server's 400 may name that the form shows (the rest go to a toast). */
const FORM_FIELDS = [
  'transactionType',
  'name',
  'description',
  'groupId',
  'categoryIds',
  'date',
  'amount',
  'currency',
  'recurringPeriod',
  'endDate',
] as const;

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
  /** The first 'Split' option's text; 'Group default' unless said otherwise. */
  noSplitLabel?: string;
  /**
   * Sends the values, with the payer and split the user chose; a rejection is shown on the
   * fields it names, or as a toast.
   */
  onSubmit: (values: TransactionFormOutput, sharing: SharingRequest) => Promise<void>;
  onCancel: () => void;
}

/**
 * The add and edit forms, fields in the product's order: Transaction Type, Name, Description
 * (optional), Group, Categories (optional), Date, Value, Currency; then Repeats and Ends; then,
 * in a group of two or more, Paid by and Split. Validated on submit, then on every change.
 */
export function TransactionForm(props: TransactionFormProps) {
  const { groups, knownCategoryLabels, onCancel } = props;
  const { user } = useSession();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    clearErrors,
    formState: { errors, isSubmitting, dirtyFields },
  } = useForm<TransactionFormInput, unknown, TransactionFormOutput>({
    resolver: zodResolver(transactionFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: props.defaultValues,
  });
  const groupId = useWatch({ control, name: 'groupId' });
  const membersOf = (id: string) => groups.find((group) => group.id === id)?.groupMembers ?? [];
  const members = membersOf(groupId);

  const onSubmit = handleSubmit(async (values) => {
    const memberIds = members.length > 1 ? members.map((member) => member.userId) : [];
    const sharing = sharingToSend(values, dirtyFields, memberIds);
    if ('problem' in sharing)
      return setError('splitMethod', { message: sharing.problem }, { shouldFocus: true });
    try {
      await props.onSubmit(values, sharing.request);
    } catch (error) {
      const fieldErrors = [...fieldErrorsOf(error, FORM_FIELDS), ...sharingErrorsOf(error)];
      if (fieldErrors.length === 0) showApiError(error);
      fieldErrors.forEach(([field, message], index) =>
        setError(field, { message }, { shouldFocus: index === 0 }),
      );
    }
  });

  return (
    <Card className="w-full max-w-3xl">
      <form onSubmit={onSubmit} noValidate aria-label={props.title} className="contents">
        <CardHeader>
          <CardTitle>{props.title}</CardTitle>
          <CardDescription>{props.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-5 sm:grid-cols-2">
          <Controller
            control={control}
            name="transactionType"
            render={({ field }) => (
              <FormField label="Transaction Type" error={errors.transactionType?.message}>
                <TransactionTypeSelect
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  fieldRef={field.ref}
                />
              </FormField>
            )}
          />
          <FormField label="Name" error={errors.name?.message}>
            <Input autoComplete="off" autoFocus placeholder="Groceries" {...register('name')} />
          </FormField>
          <FormField
            label="Description (optional)"
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            <Textarea rows={2} {...register('description')} />
          </FormField>
          <Controller
            control={control}
            name="groupId"
            render={({ field }) => (
              <FormField label="Group" error={errors.groupId?.message}>
                <GroupSelect
                  groups={groups}
                  value={field.value}
                  onChange={(groupId) => {
                    if (groupId === field.value) return;
                    field.onChange(groupId);
                    // Categories belong to one group: another group starts with none chosen.
                    setValue('categoryIds', []);
                    resetSharing(membersOf(groupId), user?.id ?? '', getValues, setValue);
                  }}
                  onBlur={field.onBlur}
                  triggerRef={field.ref}
                  placeholder={props.groupPlaceholder}
                />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="categoryIds"
            render={({ field }) => (
              <FormField label="Categories (optional)" error={errors.categoryIds?.message}>
                <CategoriesSelect
                  groupId={groupId}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  fieldRef={field.ref}
                  knownLabels={knownCategoryLabels}
                />
              </FormField>
            )}
          />
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <FormField label="Date" error={errors.date?.message} className="sm:col-span-2">
                <DatePicker
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                />
              </FormField>
            )}
          />
          <FormField label="Value" error={errors.amount?.message}>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              placeholder="0.00"
              {...register('amount')}
            />
          </FormField>
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <FormField label="Currency" error={errors.currency?.message}>
                <CurrencySelect
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  fieldRef={field.ref}
                />
              </FormField>
            )}
          />
          <RecurrenceFields control={control} errors={errors} />
          {members.length > 1 ? (
            <SharingFields
              control={control}
              register={register}
              setValue={setValue}
              clearErrors={clearErrors}
              errors={errors}
              members={members}
              noSplitLabel={props.noSplitLabel ?? 'Group default'}
            />
          ) : null}
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? props.pendingLabel : props.submitLabel}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
