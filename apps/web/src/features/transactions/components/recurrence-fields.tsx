import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('transactions');
  const period = useWatch({ control, name: 'recurringPeriod' });
  return (
    <>
      <FormField
        control={control}
        name="recurringPeriod"
        label={t('form.repeats')}
        render={(field) => (
          <OptionSelect
            {...field}
            options={REPEAT_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            placeholder={t('form.never')}
            value={field.value ?? NEVER}
            onChange={(value) =>
              field.onChange(value === NEVER || value === undefined ? null : value)
            }
          />
        )}
      />
      {period === null ? null : (
        <DateField control={control} name="endDate" label={t('form.ends')} />
      )}
    </>
  );
}
