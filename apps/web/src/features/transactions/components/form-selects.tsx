import type { FieldControlProps } from '@/components/field-control.ts';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { FORM_TRANSACTION_TYPES } from '../schemas.ts';

/** Transaction Type: Income or Expense (SPEC section 2), 'Select transaction type' when unset. */
export function TransactionTypeSelect({
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
        <SelectValue placeholder="Select transaction type" />
      </SelectTrigger>
      <SelectContent>
        {FORM_TRANSACTION_TYPES.map((type) => (
          <SelectItem key={type.value} value={String(type.value)}>
            {type.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
