import type { FieldControlProps } from '@/components/field-control.ts';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { PERIOD_TYPES } from '../schemas.ts';

/** Period Type: Daily, Weekly, Monthly or Yearly (SPEC section 3). */
export function PeriodTypeSelect({
  value,
  onChange,
  onBlur,
  fieldRef,
  ...triggerProps
}: FieldControlProps<number | undefined>) {
  return (
    <Select
      value={value === undefined ? '' : String(value)}
      onValueChange={(next) => onChange(Number(next))}
    >
      <SelectTrigger {...triggerProps} ref={fieldRef} onBlur={onBlur}>
        <SelectValue placeholder="Select period type" />
      </SelectTrigger>
      <SelectContent>
        {PERIOD_TYPES.map((type) => (
          <SelectItem key={type.value} value={String(type.value)}>
            {type.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
