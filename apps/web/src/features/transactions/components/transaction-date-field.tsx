import { isCalendarDate, type MoneyAccount } from '@budget/contract';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@/components/form-fields.tsx';
import { formatDay } from '@/lib/format-date.ts';
import type { TransactionFormInput, TransactionFormOutput } from '../schemas.ts';

/**
 * 'Date', saying when it falls before the opening date of an account with an opening balance:
 * the account's balances before that day leave its opening balance out, so history typed in for
 * an account opened today makes its net worth jump (docs/decisions.md, 'Money accounts').
 */
export function TransactionDateField({
  control,
  accounts,
  className,
}: {
  control: Control<TransactionFormInput, unknown, TransactionFormOutput>;
  accounts: readonly MoneyAccount[];
  className?: string | undefined;
}) {
  const { t } = useTranslation('transactions');
  const [date, accountId] = useWatch({ control, name: ['date', 'moneyAccountId'] });
  const account =
    accounts.find((candidate) => candidate.id === accountId) ??
    (accounts.length === 1 ? accounts[0] : undefined);
  // Without an opening balance there is nothing the earlier balances leave out: nothing to say.
  const early =
    account && account.openingBalance !== 0 && isCalendarDate(date) && date < account.openingDate;
  return (
    <DateField
      control={control}
      name="date"
      label={t('form.date')}
      className={className}
      description={
        early
          ? t('form.beforeOpening', { account: account.name, date: formatDay(account.openingDate) })
          : undefined
      }
    />
  );
}
