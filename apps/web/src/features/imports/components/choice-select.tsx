import type { RefCallback } from 'react';
import { Label } from '@/components/ui/label.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';

export interface Choice<T> {
  value: T;
  label: string;
}

/**
 * A select of `choices`; Radix items cannot have '' as their value, so they are addressed by
 * position. As a form's control it takes the field's props (FormField gives id and aria).
 */
export function ChoiceControl<T>({
  value,
  choices,
  onChange,
  onBlur,
  fieldRef,
  ...triggerProps
}: {
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
  onBlur?: () => void;
  fieldRef?: RefCallback<HTMLElement>;
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}) {
  const index = choices.findIndex((choice) => choice.value === value);
  return (
    <Select
      value={index === -1 ? '' : String(index)}
      onValueChange={(next) => {
        const choice = choices[Number(next)];
        if (choice) onChange(choice.value);
      }}
    >
      <SelectTrigger {...triggerProps} ref={fieldRef} onBlur={onBlur} className="w-full min-w-0">
        <SelectValue placeholder="Choose" />
      </SelectTrigger>
      <SelectContent className="max-h-72">
        {choices.map((choice, position) => (
          <SelectItem key={position} value={String(position)}>
            {choice.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** A ChoiceControl with its label. */
export function ChoiceSelect<T>({
  id,
  label,
  labelClassName,
  ...control
}: {
  id: string;
  label: string;
  /** e.g. 'sr-only' where a table's column title already says it. */
  labelClassName?: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      <ChoiceControl id={id} {...control} />
    </div>
  );
}
