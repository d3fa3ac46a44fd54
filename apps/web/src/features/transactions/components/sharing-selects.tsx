import type { GroupMember, SplitMethod } from '@budget/contract';
import type { FieldControlProps } from '@/components/field-control.ts';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select.tsx';
import { SPLIT_OPTIONS } from '../sharing.ts';

/** The first option of 'Split': it sends no split (Radix options cannot have an empty value). */
const NO_SPLIT = 'none';

/** 'Paid by': the group's members by e-mail; 'Not shared' for an unshared one on edit. */
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

/** 'Split': the first option sends none, then the four methods. */
export function SplitSelect({
  noSplitLabel,
  value,
  onChange,
  onBlur,
  fieldRef,
  describedBy,
  ...triggerProps
}: FieldControlProps<SplitMethod | null> & { noSplitLabel: string; describedBy?: string }) {
  return (
    <Select
      value={value === null ? NO_SPLIT : String(value)}
      onValueChange={(next) => onChange(next === NO_SPLIT ? null : (Number(next) as SplitMethod))}
    >
      <SelectTrigger
        {...triggerProps}
        aria-describedby={describedBy ?? triggerProps['aria-describedby']}
        ref={fieldRef}
        onBlur={onBlur}
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={NO_SPLIT}>{noSplitLabel}</SelectItem>
        {SPLIT_OPTIONS.map((option) => (
          <SelectItem key={option.value} value={String(option.value)}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
