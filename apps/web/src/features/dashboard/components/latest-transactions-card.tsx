import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { TransactionType, type Group, type Transaction } from '@budget/contract';
import { PlusIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { isAccountTransfer } from '@/lib/account-transfers.ts';
import { memberLabels } from '@/lib/member-labels.ts';
import { formatDay } from '@/lib/format-date.ts';
import { canWriteInGroup } from '@/lib/group-permissions.ts';
import { formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';
import { useLatestTransactionsQuery } from '../api/use-latest-transactions-query.ts';
import { pathOf, transactionLink } from '../transaction-links.ts';
import { MoneySection, SectionEmpty, SectionError, SectionLoading } from './money-section.tsx';
import { NEW_TRANSACTION_HREF } from './summary-cards.tsx';

/** What a transaction is, in household words, beside its group (keys of 'dashboard'). */
const KIND: Record<number, 'kind.income' | 'kind.expense' | 'kind.transfer' | 'kind.correction'> = {
  [TransactionType.Income]: 'kind.income',
  [TransactionType.Expense]: 'kind.expense',
  [TransactionType.Transfer]: 'kind.transfer',
  [TransactionType.Correction]: 'kind.correction',
};

/**
 * 'Latest transactions': the ten newest of all the user's groups (the transactions screen's
 * order), each leading to where it can be opened (transaction-links.ts).
 */
export function LatestTransactionsCard({
  groups,
  isImplemented,
}: {
  groups: readonly Group[];
  isImplemented: (path: string) => boolean;
}) {
  const { t } = useTranslation('dashboard');
  const query = useLatestTransactionsQuery();
  const roles = new Map(groups.map((group) => [group.id, group.role]));
  const names = new Map(groups.map((group) => [group.id, memberLabels(group.groupMembers)]));
  // An answer is drawn in slices of a transition, not in the task that receives it.
  const data = useDeferredValue(query.data);
  const transactions = data?.transactions ?? [];
  const canAdd =
    groups.some((group) => canWriteInGroup(group.role)) && isImplemented('/transactions');

  let content;
  if (query.isError) {
    content = <SectionError title={t('latest.loadError')} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    content = <SectionLoading label={t('latest.loading')} rows={4} />;
  } else if (transactions.length === 0) {
    content = (
      <SectionEmpty>
        <p>{t('latest.empty')}</p>
        {canAdd ? (
          <Button asChild size="sm">
            <Link to={NEW_TRANSACTION_HREF}>
              <PlusIcon />
              {t('latest.add')}
            </Link>
          </Button>
        ) : null}
      </SectionEmpty>
    );
  } else {
    content = (
      <ul className="grid divide-y text-sm">
        {transactions.map((transaction) => (
          <TransactionRow
            key={transaction.id}
            transaction={transaction}
            canWrite={canWriteInGroup(roles.get(transaction.groupId))}
            isImplemented={isImplemented}
            names={names.get(transaction.groupId)}
          />
        ))}
      </ul>
    );
  }

  return (
    <MoneySection
      id="dashboard-latest"
      title={t('latest.title')}
      link={
        isImplemented('/transactions')
          ? { to: '/transactions', label: t('latest.viewAllLabel'), text: t('latest.viewAll') }
          : null
      }
    >
      {content}
    </MoneySection>
  );
}

function TransactionRow({
  transaction,
  canWrite,
  isImplemented,
  names,
}: {
  transaction: Transaction;
  canWrite: boolean;
  isImplemented: (path: string) => boolean;
  /** The group's members' names, by user id. */
  names: ReadonlyMap<string, string> | undefined;
}) {
  const { t } = useTranslation('dashboard');
  const link = transactionLink(transaction, canWrite);
  // A transfer between two of the group's accounts is no payment between members.
  const kind = isAccountTransfer(transaction)
    ? 'kind.accountTransfer'
    : KIND[transaction.transactionType];
  const people = paymentPeople(transaction, names);
  const payment = people ? t('kind.payment', people) : null;
  const name = (
    <span className="font-medium wrap-anywhere" title={transaction.name}>
      {transaction.name}
    </span>
  );
  return (
    <li className="flex items-start justify-between gap-3 py-2">
      <span className="grid min-w-0 gap-0.5">
        {isImplemented(pathOf(link.to)) ? (
          <Link
            to={link.to}
            state={link.state}
            className="hover:underline"
            data-testid="latest-link"
          >
            {name}
          </Link>
        ) : (
          name
        )}
        <span className="text-xs text-muted-foreground wrap-anywhere">
          <time dateTime={transaction.date}>{formatDay(transaction.date)}</time> ·{' '}
          {transaction.account.name} · {payment ?? (kind ? t(kind) : '')}
        </span>
      </span>
      <span
        className={cn(
          'shrink-0 font-medium tabular-nums',
          transaction.amount > 0 && transaction.transactionType === TransactionType.Income
            ? 'text-success-foreground'
            : '',
        )}
      >
        {formatMoney(
          // Money moved (between accounts, or a payment between members) is not spent: no minus.
          transaction.transactionType === TransactionType.Transfer
            ? Math.abs(transaction.amount)
            : transaction.amount,
          transaction.currency,
        )}
      </span>
    </li>
  );
}

/**
 * Who paid whom in a payment between members ('Max paid Anna'), as its amount alone does not
 * say; null for anything else, or when either is no longer in the group list.
 */
function paymentPeople(transaction: Transaction, names: ReadonlyMap<string, string> | undefined) {
  if (transaction.transactionType !== TransactionType.Transfer || isAccountTransfer(transaction))
    return null;
  const from = names?.get(transaction.paidBy ?? '');
  const to = names?.get(transaction.split?.parts[0]?.userId ?? '');
  return from && to ? { from, to } : null;
}
