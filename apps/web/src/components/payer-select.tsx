import { MemberRole, type GroupMember } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from './field-control.ts';
import { OptionSelect } from './option-select.tsx';
import { memberChoices } from '@/lib/member-labels.ts';

/**
 * 'Paid by': the group's members who pay, Owners and Members, by name (with the e-mail where two
 * names clash); a Viewer pays nothing and is owed nothing (docs/decisions.md, 'Splits'), so is
 * offered only as the payer already stored. 'Not shared' while nobody is chosen (an unshared
 * transaction on edit).
 */
export function PayerSelect({
  members,
  ...props
}: FieldControlProps<string> & { members: readonly GroupMember[] }) {
  const { t } = useTranslation('common');
  const viewers = new Set(
    members.filter((member) => member.role === MemberRole.Viewer).map((member) => member.userId),
  );
  const options = memberChoices(members)
    .filter(({ userId }) => !viewers.has(userId) || userId === props.value)
    .map(({ userId, label }) => ({ value: userId, label }));
  return <OptionSelect {...props} options={options} placeholder={t('payer.notShared')} />;
}
