import type { GroupMember } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import type { FieldControlProps } from './field-control.ts';
import { OptionSelect } from './option-select.tsx';
import { memberChoices } from '@/lib/member-labels.ts';

/**
 * 'Paid by': the group's members by name (with the e-mail where two names clash); 'Not shared'
 * while nobody is chosen (an unshared transaction on edit).
 */
export function PayerSelect({
  members,
  ...props
}: FieldControlProps<string> & { members: readonly GroupMember[] }) {
  const { t } = useTranslation('common');
  const options = memberChoices(members).map(({ userId, label }) => ({ value: userId, label }));
  return <OptionSelect {...props} options={options} placeholder={t('payer.notShared')} />;
}
