import type { Transaction } from '@budget/contract';
import { useShownInSteps } from '@/hooks/use-shown-in-steps.ts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '@/lib/format-date.ts';
import { formatMoney } from '@/lib/money.ts';
import { shownAmount } from '../account-rows.ts';
import { splitSummary } from '../split-summary.ts';
import { AttachmentMark } from './attachment-mark.tsx';
import { categoryNames, MoneyAccountName, RowActions, TagChips } from './row-parts.tsx';
import { Description, RepeatMark, SharingLine, type RowProps } from './transaction-rows.tsx';

/** Cards drawn with the list: more than a phone's screen holds. */
const FIRST_CARDS = 6;
/** Cards added in each following render (each a short commit at a phone's speed). */
const MORE_CARDS = 8;

/**
 * A page of transactions as cards (phones). The page scrolls as a whole, so every card of the
 * page is in it (find in page, screen readers): the first at once, the others a few at a time
 * right after (useShownInSteps); cards out of view are not laid out or painted
 * (content-visibility) until scrolled to.
 */
export function TransactionsList({
  label,
  rows,
  rowProps,
}: {
  label: string;
  rows: readonly Transaction[];
  rowProps: (transaction: Transaction) => RowProps;
}) {
  const shown = useShownInSteps(rows, FIRST_CARDS, MORE_CARDS);
  return (
    <ul className="grid gap-2" aria-label={label}>
      {shown.map((transaction) => (
        <TransactionItem key={transaction.id} {...rowProps(transaction)} />
      ))}
    </ul>
  );
}

/** One transaction as a card, for phones (under 768 px). */
export const TransactionItem = memo(function TransactionItem(props: RowProps) {
  // Drawn again when the language changes: the sharing line is written in it.
  const { t } = useTranslation('transactions');
  const { transaction, statement } = props;
  const shown = shownAmount(transaction, statement);
  return (
    <li className="transaction-row grid gap-1 rounded-lg border bg-card p-3 text-sm [contain-intrinsic-size:auto_8rem] [content-visibility:auto]">
      <div className="flex items-start justify-between gap-3">
        <span className="min-w-0 font-medium wrap-anywhere">
          {transaction.name} <RepeatMark transaction={transaction} />
          <AttachmentMark
            transaction={transaction}
            canWrite={props.canWrite}
            className="align-middle"
          />
        </span>
        <span className="shrink-0 font-medium tabular-nums">
          {formatMoney(shown.amount, shown.currency)}
        </span>
      </div>
      {statement && transaction.runningBalance !== undefined ? (
        <p className="text-right text-xs text-muted-foreground tabular-nums">
          {t('row.balance', {
            amount: formatMoney(transaction.runningBalance, statement.currency),
          })}
        </p>
      ) : null}
      <p className="wrap-anywhere text-muted-foreground">
        <Description text={transaction.description} />
      </p>
      {transaction.categories.length > 0 ? (
        <p className="text-xs wrap-anywhere">{categoryNames(transaction)}</p>
      ) : null}
      <TagChips tags={transaction.tags} wrap />
      <SharingLine summary={splitSummary(transaction, props.members)} className="wrap-anywhere" />
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-muted-foreground">
        <span className="grid min-w-0">
          <span className="wrap-anywhere">
            {transaction.account.name} ·{' '}
            <time dateTime={transaction.date}>{formatDay(transaction.date)}</time>
          </span>
          <MoneyAccountName transaction={transaction} accounts={props.accounts} wrap />
        </span>
        <RowActions {...props} />
      </div>
    </li>
  );
});
