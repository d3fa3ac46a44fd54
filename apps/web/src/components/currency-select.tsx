import { currencies, currencyLabel } from '@budget/contract';
import type { FieldControlProps } from './field-control.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

/** Currency: the 36 currencies as 'CODE - Name' (typing the code jumps to it). */
export function CurrencySelect({
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
        <SelectValue placeholder="Select currency" />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {currencies.map((currency, index) => (
          <SelectItem key={currency.code} value={String(index)}>
            {currencyLabel(index)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
