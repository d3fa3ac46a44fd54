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

/** Radix items cannot have '' as their value: the choices are addressed by position. */
export function ChoiceSelect<T>({
  id,
  label,
  labelClassName,
  value,
  choices,
  onChange,
}: {
  id: string;
  label: string;
  /** e.g. 'sr-only' where a table's column title already says it. */
  labelClassName?: string;
  value: T;
  choices: readonly Choice<T>[];
  onChange: (value: T) => void;
}) {
  const index = choices.findIndex((choice) => choice.value === value);
  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
      <Select
        value={index === -1 ? '' : String(index)}
        onValueChange={(next) => {
          const choice = choices[Number(next)];
          if (choice) onChange(choice.value);
        }}
      >
        <SelectTrigger id={id} className="w-full min-w-0">
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
    </div>
  );
}
