import type { FieldControlProps } from './field-control.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

export interface SelectOption {
  value: number;
  label: string;
}

export interface OptionSelectProps extends FieldControlProps<number | undefined> {
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder: string;
  /** For long lists, e.g. a height limit. */
  contentClassName?: string;
}

/**
 * A form select over numeric options (an `as const` enumeration of the contract), driven by
 * react-hook-form through FieldControlProps; Radix's string values are mapped back to numbers.
 */
export function OptionSelect({
  value,
  onChange,
  onBlur,
  fieldRef,
  options,
  placeholder,
  contentClassName,
  ...triggerProps
}: OptionSelectProps) {
  return (
    <Select
      value={value === undefined ? '' : String(value)}
      onValueChange={(next) => onChange(Number(next))}
    >
      <SelectTrigger {...triggerProps} ref={fieldRef} onBlur={onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>
        {options.map((option) => (
          <SelectItem key={option.value} value={String(option.value)}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
