import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '@/components/field-control.ts';
import { OptionSelect } from '@/components/option-select.tsx';
import { FORM_TRANSACTION_TYPES } from '../schemas.ts';

/**
 * Transaction Type: Income or Expense (the only types written), 'Select transaction type' when
 * unset.
 */
export function TransactionTypeSelect(props: FieldControlProps<number | undefined>) {
  const { t } = useTranslation('transactions');
  return (
    <OptionSelect
      {...props}
      options={FORM_TRANSACTION_TYPES.map((type) => ({ ...type, label: t(type.label) }))}
      placeholder={t('form.typePlaceholder')}
    />
  );
}
