import { SplitMethod, type GroupMember } from '@budget/contract';
import type { FieldControlProps } from '@/components/field-control.ts';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';

export interface SplitOption {
  value: SplitMethod;
  label: string;
}

/** The split methods, in the order the selects offer them. */
export const SPLIT_OPTIONS = [
  { value: SplitMethod.Equal, label: 'Equally' },
  { value: SplitMethod.Shares, label: 'By shares' },
  { value: SplitMethod.Percentages, label: 'By percentages' },
  { value: SplitMethod.Exact, label: 'Exact amounts' },
] as const satisfies readonly SplitOption[];

/** The first option of 'Split' when it may send none (Radix options cannot have an empty value). */
const NO_SPLIT = 'none';

/**
 * 'Paid by': the group's members by e-mail (the only name the group list carries); 'Not shared'
 * while nobody is chosen (an unshared transaction on edit).
 */
export function PayerSelect({
  members,
  value,
  onChange,
  onBlur,
  fieldRef,
  ...triggerProps
}: FieldControlProps<string> & { members: readonly GroupMember[] }) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger {...triggerProps} ref={fieldRef} onBlur={onBlur}>
        <SelectValue placeholder="Not shared" />
      </SelectTrigger>
      <SelectContent>
        {members.map((member) => (
          <SelectItem key={member.userId} value={member.userId}>
            <span className="truncate">{member.userEmail}</span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * 'Split': with `noSplitLabel`, a first option that sends none (the transaction form's 'Group
 * default' or 'As saved'); then the methods on offer (all four unless `options` names fewer).
 */
export function SplitSelect({
  noSplitLabel,
  options = SPLIT_OPTIONS,
  value,
  onChange,
  onBlur,
  fieldRef,
  describedBy,
  ...triggerProps
}: FieldControlProps<SplitMethod | null> & {
  noSplitLabel?: string;
  options?: readonly SplitOption[];
  describedBy?: string;
}) {
  return (
    <Select
      value={value === null ? (noSplitLabel === undefined ? '' : NO_SPLIT) : String(value)}
      onValueChange={(next) => onChange(next === NO_SPLIT ? null : (Number(next) as SplitMethod))}
    >
      <SelectTrigger
        {...triggerProps}
        aria-describedby={describedBy ?? triggerProps['aria-describedby']}
        ref={fieldRef}
        onBlur={onBlur}
      >
        <SelectValue placeholder="Choose how it is split" />
      </SelectTrigger>
      <SelectContent>
        {noSplitLabel === undefined ? null : (
          <SelectItem value={NO_SPLIT}>{noSplitLabel}</SelectItem>
        )}
        {options.map((option) => (
          <SelectItem key={option.value} value={String(option.value)}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
