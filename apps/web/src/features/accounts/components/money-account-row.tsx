import type { MoneyAccount } from '@budget/contract';
import {
  ArchiveIcon,
  ArchiveRestoreIcon,
  CheckCheckIcon,
  EllipsisVerticalIcon,
  PencilIcon,
  Trash2Icon,
} from 'lucide-react';
import { memo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirmQuestion } from '@/components/confirm-question.tsx';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { toast } from '@/lib/toast.ts';
import { cn } from '@/lib/utils.ts';
import { lastTransactionText, transactionCountText } from '../account-figures.ts';
import { accountTransactionsHref, withAccountsMode } from '../accounts-view.ts';
import { useUpdateMoneyAccountMutation } from '../api/use-money-account-mutations.ts';
import { kindAndOwnerText } from '../money-account-text.ts';
import { BalanceSparkline } from './balance-sparkline.tsx';
import { CheckpointFlag } from './checkpoint-flag.tsx';

interface MoneyAccountRowProps {
  account: MoneyAccount;
  /** Members' names by user id, for "Anna's card". */
  owners: ReadonlyMap<string, string>;
  canWrite: boolean;
  onDelete: (account: MoneyAccount, trigger: HTMLElement) => void;
}

/**
 * One money account: its name (leading to its transactions), kind and holder, the balance in its
 * currency (and what it holds in others) with its line over the last year, the count and last
 * date; closed ones dimmed and marked.
 */
export const MoneyAccountRow = memo(function MoneyAccountRow(props: MoneyAccountRowProps) {
  const { account, owners } = props;
  const { t } = useTranslation('accounts');
  return (
    <li
      className={cn('grid gap-1 p-3', account.closed && 'bg-muted/40')}
      data-testid="money-account"
    >
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <Link
              to={accountTransactionsHref(account.groupId, account.id)}
              className="font-medium break-words underline-offset-4 hover:underline"
            >
              {account.name}
            </Link>
            {account.closed ? (
              <span className="shrink-0 rounded-full border px-2 text-xs text-muted-foreground">
                {t('money.closed')}
              </span>
            ) : null}
          </div>
          {/* Whole on a phone too: 'Karta kredytowa' and its owner's name do not fit one line. */}
          <span className="text-xs break-words text-muted-foreground">
            {kindAndOwnerText(account, owners)}
          </span>
        </div>
        <div className="grid shrink-0 justify-items-end text-right">
          <span className="font-semibold tabular-nums" data-testid="money-account-balance">
            {formatMoney(account.balance, account.currency)}
          </span>
          {account.otherCurrencies.map((sum) => (
            <span key={sum.currency} className="text-xs text-muted-foreground tabular-nums">
              {t('money.alsoHolds', { amount: formatMoney(sum.amount, sum.currency) })}
            </span>
          ))}
          <BalanceSparkline history={account.balanceHistory} currency={account.currency} />
        </div>
        {props.canWrite ? <AccountMenu {...props} /> : null}
      </div>
      {/* Each phrase whole: a line breaks at the dot, never inside a date ('2026-11-' / '30'). */}
      <p className="text-xs text-muted-foreground" data-testid="money-account-count">
        <span className="whitespace-nowrap">{transactionCountText(account.transactionCount)}</span>{' '}
        ·{' '}
        <span className="whitespace-nowrap">
          {lastTransactionText(account.lastTransactionDate)}
        </span>
      </p>
      <ReconciledLine account={account} />
      <CheckpointFlag account={account} />
    </li>
  );
});

/** The cleared balance, and the day the account was last reconciled with its bank. */
function ReconciledLine({ account }: { account: MoneyAccount }) {
  const { t } = useTranslation('reconcile');
  return (
    <p className="text-xs text-muted-foreground" data-testid="money-account-reconciled">
      <span className="whitespace-nowrap tabular-nums">
        {t('clearedOnCard', { amount: formatMoney(account.clearedBalance, account.currency) })}
      </span>{' '}
      ·{' '}
      <span className="whitespace-nowrap">
        {account.lastReconciledDate
          ? t('lastReconciled', { date: formatDay(account.lastReconciledDate) })
          : t('notReconciled')}
      </span>
    </p>
  );
}

/** Edit, Reconcile, Close or Reopen, Delete: in a menu, so a phone's row keeps its width for the figures. */
function AccountMenu({ account, onDelete }: MoneyAccountRowProps) {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const trigger = useRef<HTMLButtonElement>(null);
  const update = useUpdateMoneyAccountMutation(account.groupId);
  const hrefOf = (view: 'edit-account' | 'reconcile') =>
    `?${withAccountsMode(params, { view, groupId: account.groupId, accountId: account.id }).toString()}`;
  const editHref = hrefOf('edit-account');
  const question = useConfirmQuestion();
  const setClosed = async (closed: boolean) => {
    // Money left in it is asked about: a closed account drops out of the forms' choices.
    const holds = [
      ...(account.balance === 0 ? [] : [{ amount: account.balance, currency: account.currency }]),
      ...account.otherCurrencies.filter((sum) => sum.amount !== 0),
    ];
    if (closed && holds.length > 0) {
      const amount = holds.map((sum) => formatMoney(sum.amount, sum.currency)).join(', ');
      const go = await question.ask(
        {
          title: t('money.closeTitle', { name: account.name }),
          description: t('money.closeHolds', { amount }),
          confirm: t('money.close'),
        },
        trigger.current,
      );
      if (!go) return;
    }
    try {
      await update.mutateAsync({ moneyAccountId: account.id, body: { closed } });
    } catch {
      // Shown by the query client.
      return;
    }
    toast.success(t(closed ? 'toast.closed' : 'toast.reopened', { name: account.name }));
  };
  return (
    <>
      {question.dialog}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button
            ref={trigger}
            variant="ghost"
            size="icon-sm"
            aria-label={t('money.actions', { name: account.name })}
          >
            <EllipsisVerticalIcon />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <Link to={editHref}>
              <PencilIcon />
              {t('money.edit')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem asChild>
            <Link to={hrefOf('reconcile')}>
              <CheckCheckIcon />
              {t('action', { ns: 'reconcile' })}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => void setClosed(!account.closed)}>
            {account.closed ? <ArchiveRestoreIcon /> : <ArchiveIcon />}
            {t(account.closed ? 'money.reopen' : 'money.close')}
          </DropdownMenuItem>
          <DropdownMenuItem
            variant="destructive"
            onSelect={() => {
              if (trigger.current) onDelete(account, trigger.current);
            }}
          >
            <Trash2Icon />
            {t('money.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
