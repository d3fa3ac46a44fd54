import type { GroupBalances } from '@budget/contract';
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

/**
 * Each member's paid, share and balance in the settlement currency. On phones paid and share
 * move under the name, so the table never scrolls sideways.
 */
export function BalancesTable({ balances }: { balances: GroupBalances }) {
  const { currency } = balances;
  return (
    <Table aria-label="Balances">
      <TableHeader>
        <TableRow>
          <TableHead>Member</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Paid</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Share</TableHead>
          <TableHead className="text-right">Balance</TableHead>
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
                    former member
                  </span>
                ) : null}
              </div>
              <div className="mt-1 text-xs text-muted-foreground sm:hidden">
                Paid <span className="whitespace-nowrap">{formatMoney(member.paid, currency)}</span>
                , share{' '}
                <span className="whitespace-nowrap">{formatMoney(member.share, currency)}</span>
              </div>
            </TableCell>
            <TableCell className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
              {formatMoney(member.paid, currency)}
            </TableCell>
            <TableCell className="hidden text-right whitespace-nowrap tabular-nums sm:table-cell">
              {formatMoney(member.share, currency)}
            </TableCell>
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
