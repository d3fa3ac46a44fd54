import { Controller, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { DatePicker } from '@/components/date-picker.tsx';
import { OptionSelect } from '@/components/option-select.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { NEVER, REPEAT_OPTIONS } from '../recurrence.ts';
import type { TransactionFormInput, TransactionFormOutput } from '../schemas.ts';

/**
 * 'Repeats' (Never, Daily, Weekly, Monthly, Yearly) and, for a repeating transaction, 'Ends'
 * (optional): the server creates each occurrence when its date arrives (docs/decisions.md,
 * 'Recurring transactions').
 */
export function RecurrenceFields({
  control,
  errors,
}: {
  control: Control<TransactionFormInput, unknown, TransactionFormOutput>;
  errors: FieldErrors<TransactionFormInput>;
}) {
  const period = useWatch({ control, name: 'recurringPeriod' });
  return (
    <>
      <Controller
        control={control}
        name="recurringPeriod"
        render={({ field }) => (
          <FormField label="Repeats" error={errors.recurringPeriod?.message}>
            <OptionSelect
              options={REPEAT_OPTIONS}
              placeholder="Never"
              value={field.value ?? NEVER}
              onChange={(value) =>
                field.onChange(value === NEVER || value === undefined ? null : value)
              }
              onBlur={field.onBlur}
              fieldRef={field.ref}
            />
          </FormField>
        )}
      />
      {period === null ? null : (
        <Controller
          control={control}
          name="endDate"
          render={({ field }) => (
            <FormField label="Ends (optional)" error={errors.endDate?.message}>
              <DatePicker
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            </FormField>
          )}
        />
      )}
    </>
  );
}
