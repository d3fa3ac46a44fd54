import type { RefCallback } from 'react';
import { OptionSelect } from './option-select.tsx';

/** The value an 'All Groups' option stands for. */
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
export function GroupSelect({ groups, allLabel, triggerRef, ...props }: GroupSelectProps) {
  const options = groups.map((group) => ({ value: group.id, label: group.name }));
  return (
    <OptionSelect
      {...props}
      options={allLabel ? [{ value: ALL_GROUPS, label: allLabel }, ...options] : options}
      fieldRef={triggerRef}
    />
  );
}
