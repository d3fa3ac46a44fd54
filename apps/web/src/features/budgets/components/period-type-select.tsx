import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from '@/components/field-control.ts';
import { OptionSelect } from '@/components/option-select.tsx';
import { PERIOD_TYPES } from '../period-types.ts';

/** Period Type: Daily, Weekly, Monthly or Yearly. */
export function PeriodTypeSelect(props: FieldControlProps<number | undefined>) {
  const { t } = useTranslation('budgets');
  const options = PERIOD_TYPES.map((type) => ({ value: type.value, label: t(type.label) }));
  return (
    <OptionSelect {...props} options={options} placeholder={t('form.periodTypePlaceholder')} />
  );
}
