import type { GroupBalances, MemberBalance } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table.tsx';
import { WrappingName } from '@/components/wrapping-name.tsx';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';
import { balanceWords, memberName } from '../balance-text.ts';

type Heading = 'column.paid' | 'column.share' | 'column.incomes' | 'column.payments';

/** The figures a row shows before its balance, by heading; Incomes only in a group sharing any. */
function columnsOf(balances: GroupBalances) {
  const columns: { heading: Heading; value: (member: MemberBalance) => number }[] = [
    { heading: 'column.paid', value: (member) => member.paid },
    { heading: 'column.share', value: (member) => member.share },
  ];
  if (balances.members.some((member) => member.incomes !== 0))
    columns.push({ heading: 'column.incomes', value: (member) => member.incomes });
  columns.push({ heading: 'column.payments', value: (member) => member.payments });
  return columns;
}

/**
 * Each member's figures in the settlement currency: paid and share of the expenses, shared
 * incomes and payments between members, and the balance they add up to (docs/decisions.md,
 * 'Splits'). On phones the figures move under the name, so the table never scrolls sideways.
 */
export function BalancesTable({ balances }: { balances: GroupBalances }) {
  const { t } = useTranslation('balances');
  const { currency } = balances;
  const columns = columnsOf(balances);
  const money = (value: number) => formatMoney(value, currency);
  return (
    <Table aria-label={t('table.label')}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('column.member')}</TableHead>
          {columns.map((column) => (
            <TableHead key={column.heading} className="hidden text-right sm:table-cell">
              {t(column.heading)}
            </TableHead>
          ))}
          <TableHead className="text-right">{t('column.balance')}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {balances.members.map((member) => (
          <TableRow key={member.userId}>
            <TableCell className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <span className="font-medium">
                  <WrappingName text={memberName(member.name)} />
                </span>
                {member.former ? (
                  <span className="inline-flex h-6 items-center rounded-full border px-2 text-xs font-medium text-muted-foreground">
                    {t('formerMember')}
                  </span>
                ) : null}
              </div>
              <div className="mt-1 text-xs text-muted-foreground sm:hidden">
                {columns.map((column, index) => (
                  <span key={column.heading}>
                    {index === 0 ? t(column.heading) : `, ${t(column.heading).toLocaleLowerCase()}`}{' '}
                    <span className="whitespace-nowrap">{money(column.value(member))}</span>
                  </span>
                ))}
              </div>
            </TableCell>
            {columns.map((column) => (
              <TableCell
                key={column.heading}
                className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell"
              >
                {money(column.value(member))}
              </TableCell>
            ))}
            <TableCell
              className={cn(
                'text-right tabular-nums sm:whitespace-nowrap',
                member.balance > 0 && 'text-emerald-700 dark:text-emerald-400',
                member.balance < 0 && 'text-destructive',
              )}
            >
              <BalanceText balance={member.balance} currency={currency} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function BalanceText({ balance, currency }: { balance: number; currency: number }) {
  const [words, amount] = balanceWords(balance, currency);
  return (
    <>
      {words} <span className="whitespace-nowrap">{amount}</span>
    </>
  );
}
