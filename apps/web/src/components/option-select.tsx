import type { FieldControlProps } from './field-control.ts';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

export interface SelectOption<T> {
  value: T;
  label: string;
}

export interface OptionSelectProps<T> extends FieldControlProps<T> {
  options: readonly SelectOption<T>[];
  /** Shown while the value is none of the options. */
  placeholder?: string;
  disabled?: boolean;
  className?: string;
  /** For long lists, e.g. a height limit. */
  contentClassName?: string;
  'aria-label'?: string;
}

/**
 * A form select over any values (an `as const` enumeration of the contract, ids, null), driven
 * by react-hook-form through FieldControlProps. Radix items take non-empty strings, so each
 * option is addressed by its position.
 */
export function OptionSelect<T>({
  value,
  onChange,
  onBlur,
  fieldRef,
  options,
  placeholder,
  disabled,
  contentClassName,
  ...triggerProps
}: OptionSelectProps<T>) {
  const index = options.findIndex((option) => option.value === value);
  return (
    <Select
      value={index === -1 ? '' : String(index)}
      onValueChange={(next) => {
        const option = options[Number(next)];
        if (option) onChange(option.value);
      }}
      disabled={disabled}
    >
      <SelectTrigger {...triggerProps} ref={fieldRef} onBlur={onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent className={contentClassName}>
        {options.map((option, position) => (
          <SelectItem key={position} value={String(position)}>
            <span className="truncate">{option.label}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
