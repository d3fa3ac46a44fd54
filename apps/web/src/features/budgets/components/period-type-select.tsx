import type { FieldControlProps } from '@/components/field-control.ts';
import { OptionSelect } from '@/components/option-select.tsx';
import { PERIOD_TYPES } from '../period-types.ts';

/** Period Type: Daily, Weekly, Monthly or Yearly. */
export function PeriodTypeSelect(props: FieldControlProps<number | undefined>) {
  return <OptionSelect {...props} options={PERIOD_TYPES} placeholder="Select period type" />;
}
