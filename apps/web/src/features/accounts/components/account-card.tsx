import type { Account, Group } from '@budget/contract';
import { ArrowDownLeftIcon, ArrowRightIcon, ArrowUpRightIcon, type LucideIcon } from 'lucide-react';
import { memo, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { codeOf } from '@/lib/budget-usage.ts';
import { formatMonth } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { accountNote, lastTransactionText, transactionCountText } from '../account-figures.ts';
import { transactionsHref } from '../accounts-view.ts';
import { AmountList } from './amount-list.tsx';
import { MoneyAccountsSection } from './money-accounts-section.tsx';
import { NetWorthSummary } from './net-worth-summary.tsx';
import { RoleBadge } from './role-badge.tsx';

/** The frame shared with the skeleton, so a loaded card takes the place its skeleton held. */
export const ACCOUNT_CARD_CLASS =
  'flex h-full flex-col gap-4 rounded-xl border bg-card p-5 text-card-foreground shadow-sm';
export const MONTH_BOX_CLASS = 'grid gap-2 rounded-lg bg-muted/60 p-3';
export const CARD_FOOTER_CLASS =
  'mt-auto flex flex-wrap items-end justify-between gap-3 border-t pt-4';

interface AccountCardProps {
  account: Account;
  /** The currency the converted balance is in. */
  currency: number;
  /** Currencies without a rate (for all accounts); the card names those it holds. */
  unconvertedCurrencies: readonly number[];
  /** The group in the shared list (its members name the accounts' holders). */
  group: Group | undefined;
}

/**
 * One group as a shared account: name and the user's role, the balance per currency and
 * converted, this month's income and expenses, its net worth, its money accounts, the
 * transaction count and the last date.
 */
export const AccountCard = memo(function AccountCard({
  account,
  currency,
  unconvertedCurrencies,
  group,
}: AccountCardProps) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  // A group without money still has a balance: zero, in the currency of the screen.
  const balances = account.balances.length > 0 ? account.balances : [{ currency, amount: 0 }];
  const note = accountNote(account, unconvertedCurrencies, currency);
  return (
    <li className="min-w-0">
      <article aria-labelledby={titleId} className={ACCOUNT_CARD_CLASS}>
        <div className="flex items-start justify-between gap-3">
          <h3
            id={titleId}
            className="min-w-0 truncate leading-6 font-semibold"
            title={account.name}
          >
            {account.name}
          </h3>
          <RoleBadge role={account.role} />
        </div>
        <dl className="grid gap-1">
          <dt className="text-sm text-muted-foreground">{t('card.balance')}</dt>
          <dd>
            <AmountList
              sums={balances}
              label={t('card.balancePerCurrency')}
              emptyText=""
              className="text-2xl font-semibold"
              testId="account-balances"
            />
          </dd>
          <dd className="text-sm text-muted-foreground">
            {t('card.convertedIn', { currency: codeOf(currency) })}{' '}
            <span
              className="font-medium text-foreground tabular-nums"
              data-testid="account-converted"
            >
              {formatMoney(account.convertedBalance, currency)}
            </span>
          </dd>
          {note ? <dd className="text-xs text-warning-foreground">{note}</dd> : null}
          {/* The spec's balance beside net worth: a household should not wonder why they differ. */}
          <dd className="text-xs text-muted-foreground" data-testid="account-balance-hint">
            {t('card.balanceHint')}
          </dd>
        </dl>
        <MonthSummary account={account} />
        <NetWorthSummary
          netWorth={account.netWorth}
          currency={currency}
          className={MONTH_BOX_CLASS}
        />
        <MoneyAccountsSection group={group} role={account.role} />
        <div className={CARD_FOOTER_CLASS}>
          <div className="grid min-w-0 text-sm">
            <p className="font-medium" data-testid="transaction-count">
              {transactionCountText(account.transactionCount)}
            </p>
            <p className="text-muted-foreground" data-testid="last-transaction">
              {lastTransactionText(account.lastTransactionDate)}
            </p>
          </div>
          <Button asChild variant="outline" size="sm">
            <Link to={transactionsHref(account.groupId)}>
              {t('card.viewTransactions')}
              <span className="sr-only">{t('card.ofGroup', { name: account.name })}</span>
              <ArrowRightIcon />
            </Link>
          </Button>
        </div>
      </article>
    </li>
  );
});

/** This month's income and expenses, per currency. */
function MonthSummary({ account }: { account: Account }) {
  const { t } = useTranslation('accounts');
  return (
    <div className={MONTH_BOX_CLASS}>
      <h4 className="text-sm font-medium">
        {t('card.thisMonth')} · <time dateTime={account.month}>{formatMonth(account.month)}</time>
      </h4>
      <dl className="grid grid-cols-2 gap-3">
        <MonthFigure label={t('card.income')} icon={ArrowDownLeftIcon}>
          <AmountList
            sums={account.monthIncome}
            label={t('card.incomePerCurrency')}
            emptyText={t('card.none')}
            className="text-sm font-medium text-success-foreground"
            testId="month-income"
          />
        </MonthFigure>
        <MonthFigure label={t('card.expenses')} icon={ArrowUpRightIcon}>
          <AmountList
            sums={account.monthExpenses}
            label={t('card.expensesPerCurrency')}
            emptyText={t('card.none')}
            className="text-sm font-medium"
            testId="month-expenses"
          />
        </MonthFigure>
      </dl>
    </div>
  );
}

function MonthFigure({
  label,
  icon: Icon,
  children,
}: {
  label: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-0.5">
      <dt className="flex items-center gap-1 text-xs text-muted-foreground [&_svg]:size-3.5">
        <Icon aria-hidden="true" />
        {label}
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
