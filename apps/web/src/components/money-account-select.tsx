import { codeOf } from '@/lib/budget-usage.ts';
import { OptionSelect, type OptionSelectProps } from './option-select.tsx';

/** What a select needs of a money account. */
export interface AccountChoice {
  id: string;
  name: string;
  currency: number;
}

/** A money account as a choice: its name and currency ('Savings · EUR'). */
export function accountChoiceLabel(account: AccountChoice): string {
  return `${account.name} · ${codeOf(account.currency)}`;
}

/** A money account of a group, by id; `placeholder` while none is chosen. */
export function MoneyAccountSelect({
  accounts,
  placeholder,
  ...props
}: Omit<OptionSelectProps<string>, 'options'> & {
  accounts: readonly AccountChoice[];
  placeholder: string;
}) {
  const options = accounts.map((account) => ({
    value: account.id,
    label: accountChoiceLabel(account),
  }));
  return <OptionSelect {...props} options={options} placeholder={placeholder} />;
}
