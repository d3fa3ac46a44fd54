import { useWatch, type Control } from 'react-hook-form';
import { DateField } from '@/components/form-fields.tsx';
import { OptionSelect } from '@/components/option-select.tsx';
import { FormField } from '@/components/ui/form.tsx';
import { NEVER, REPEAT_OPTIONS } from '../recurrence.ts';
import type { TransactionFormInput, TransactionFormOutput } from '../schemas.ts';

/**
 * 'Repeats' (Never, Daily, Weekly, Monthly, Yearly) and, for a repeating transaction, 'Ends'
 * (optional): the server creates each occurrence when its date arrives (docs/decisions.md,
 * 'Recurring transactions').
 */
export function RecurrenceFields({
  control,
}: {
  control: Control<TransactionFormInput, unknown, TransactionFormOutput>;
}) {
  const period = useWatch({ control, name: 'recurringPeriod' });
  return (
    <>
      <FormField
        control={control}
        name="recurringPeriod"
        label="Repeats"
        render={(field) => (
          <OptionSelect
            {...field}
            options={REPEAT_OPTIONS}
            placeholder="Never"
            value={field.value ?? NEVER}
            onChange={(value) =>
              field.onChange(value === NEVER || value === undefined ? null : value)
            }
          />
        )}
      />
      {period === null ? null : (
        <DateField control={control} name="endDate" label="Ends (optional)" />
      )}
    </>
  );
}
