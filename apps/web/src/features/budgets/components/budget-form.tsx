import type { Group } from '@budget/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeftIcon } from 'lucide-react';
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
import { showApiError } from '@/lib/show-api-error.ts';
import { budgetFormSchema, type BudgetFormInput, type BudgetFormOutput } from '../schemas.ts';
import { PeriodTypeSelect } from './period-type-select.tsx';

/** The fields a server's 400 may name that the form shows (the rest go to a toast). */
const FORM_FIELDS = [
  'name',
  'description',
  'groupId',
  'categoryIds',
  'startDate',
  'endDate',
  'periodType',
  'amount',
  'currency',
] as const;

export interface BudgetFormProps {
  /** 'Add Budget' or 'Update Budget': the view's heading and the form's name. */
  title: string;
  description: string;
  submitLabel: string;
  /** The submit button's text while the call runs. */
  pendingLabel: string;
  /** The groups offered (those where the user may write); null: no Group field (edit). */
  groups: Group[] | null;
  defaultValues: BudgetFormInput;
  /** Names of categories already chosen, shown until the group's list arrives. */
  knownCategoryLabels?: Readonly<Record<string, string>>;
  /** Sends the values; a rejection is shown on the fields it names, or as a toast. */
  onSubmit: (values: BudgetFormOutput) => Promise<void>;
  onBack: () => void;
}

/**
 * The add and edit views, with the product's labels in its order:
 * Name, Description (optional), Group (add only), Categories (optional), Start date, End date,
 * Period Type, Value, Currency. Validated on submit, then on every change.
 */
export function BudgetForm(props: BudgetFormProps) {
  const { groups, knownCategoryLabels, onBack } = props;
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<BudgetFormInput, unknown, BudgetFormOutput>({
    resolver: zodResolver(budgetFormSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: props.defaultValues,
  });
  const groupId = useWatch({ control, name: 'groupId' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await props.onSubmit(values);
    } catch (error) {
      const fieldErrors = fieldErrorsOf(error, FORM_FIELDS);
      if (fieldErrors.length === 0) showApiError(error);
      fieldErrors.forEach(([field, message], index) =>
        setError(field, { message }, { shouldFocus: index === 0 }),
      );
    }
  });

  return (
    <Card className="w-full max-w-3xl">
      <form onSubmit={onSubmit} noValidate aria-label={props.title} className="contents">
        <CardHeader className="gap-3">
          <div>
            <Button type="button" variant="outline" size="sm" onClick={onBack}>
              <ArrowLeftIcon />
              Back
            </Button>
          </div>
          <CardTitle>{props.title}</CardTitle>
          <CardDescription>{props.description}</CardDescription>
        </CardHeader>
        <CardContent className="grid items-start gap-5 sm:grid-cols-2">
          <FormField label="Name" error={errors.name?.message} className="sm:col-span-2">
            <Input autoComplete="off" autoFocus placeholder="Groceries" {...register('name')} />
          </FormField>
          <FormField
            label="Description (optional)"
            error={errors.description?.message}
            className="sm:col-span-2"
          >
            <Textarea rows={2} {...register('description')} />
          </FormField>
          {groups ? (
            <Controller
              control={control}
              name="groupId"
              render={({ field }) => (
                <FormField label="Group" error={errors.groupId?.message}>
                  <GroupSelect
                    groups={groups}
                    value={field.value}
                    onChange={(next) => {
                      if (next === field.value) return;
                      field.onChange(next);
                      // Another group's categories, none of them chosen yet.
                      setValue('categoryIds', []);
                    }}
                    onBlur={field.onBlur}
                    triggerRef={field.ref}
                    placeholder="Select a group"
                  />
                </FormField>
              )}
            />
          ) : null}
          <Controller
            control={control}
            name="categoryIds"
            render={({ field }) => (
              <FormField
                label="Categories (optional)"
                error={errors.categoryIds?.message}
                description={
                  field.value.length === 0
                    ? 'None chosen: every expense of the group counts.'
                    : undefined
                }
              >
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
          {(['startDate', 'endDate'] as const).map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <FormField
                  label={name === 'startDate' ? 'Start date' : 'End date'}
                  error={errors[name]?.message}
                  description={
                    name === 'endDate' ? 'Leave empty for a budget that never ends.' : undefined
                  }
                >
                  <DatePicker
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    inputRef={field.ref}
                  />
                </FormField>
              )}
            />
          ))}
          <Controller
            control={control}
            name="periodType"
            render={({ field }) => (
              <FormField label="Period Type" error={errors.periodType?.message}>
                <PeriodTypeSelect
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  fieldRef={field.ref}
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
        </CardContent>
        <CardFooter className="justify-end">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner /> : null}
            {isSubmitting ? props.pendingLabel : props.submitLabel}
          </Button>
        </CardFooter>
      </form>
    </Card>
  );
}
