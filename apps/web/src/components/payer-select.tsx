import type { GroupMember } from '@budget/contract';
import type { FieldControlProps } from './field-control.ts';
import { OptionSelect } from './option-select.tsx';

/**
 * 'Paid by': the group's members by e-mail (the only name the group list carries); 'Not shared'
 * while nobody is chosen (an unshared transaction on edit).
 */
export function PayerSelect({
  members,
  ...props
}: FieldControlProps<string> & { members: readonly GroupMember[] }) {
  const options = members.map((member) => ({ value: member.userId, label: member.userEmail }));
  return <OptionSelect {...props} options={options} placeholder="Not shared" />;
}
