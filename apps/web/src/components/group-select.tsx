import type { RefCallback } from 'react';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './ui/select.tsx';

/** The value an 'All Groups' option stands for (Radix options cannot have an empty value). */
export const ALL_GROUPS = 'all';

interface GroupSelectProps {
  groups: readonly { id: string; name: string }[];
  /** A group id; '' shows the placeholder. */
  value: string;
  onChange: (groupId: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** When set, a first option with this label stands for every group (value ALL_GROUPS). */
  allLabel?: string;
  disabled?: boolean;
  className?: string;
  /** Given by FormField (or a label) to the trigger. */
  id?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  'aria-label'?: string;
  /** react-hook-form's field.ref, so a failed check can focus the select. */
  triggerRef?: RefCallback<HTMLButtonElement>;
}

/** A select of the user's groups by name, as a form field or as a filter. */
export function GroupSelect({
  groups,
  value,
  onChange,
  onBlur,
  placeholder,
  allLabel,
  disabled,
  className,
  triggerRef,
  ...triggerProps
}: GroupSelectProps) {
  return (
    <Select value={value} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger {...triggerProps} ref={triggerRef} onBlur={onBlur} className={className}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {allLabel ? <SelectItem value={ALL_GROUPS}>{allLabel}</SelectItem> : null}
        {groups.map((group) => (
          <SelectItem key={group.id} value={group.id}>
            <span className="truncate">{group.name}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
