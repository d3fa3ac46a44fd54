import type { Transaction } from '@budget/contract';
import { ArrowLeftRightIcon, HashIcon, Trash2Icon } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import { EditButton } from '@/components/edit-button.tsx';
import { formatDay } from '@/lib/format-date.ts';
import { formatAmount, formatMoney } from '@/lib/money.ts';
import { cn } from '@/lib/utils.ts';
import {
  accountText,
  shownAmount,
  transferSides,
  type AccountNames,
  type StatementOf,
} from '../account-rows.ts';
import { ClearedToggle } from './cleared-toggle.tsx';
import { RowMoreActions } from './like-this-action.tsx';

/**
 * Edit, Delete and a menu of further actions of one row, for Owners and Members of its group;
 * in an account's statement, first whether the bank has cleared it. The buttons are named with
 * the row's date and amount as well as its name, so two coffees bought on different days are
 * told apart in a screen reader's list of buttons.
 */
export function RowActions({
  transaction,
  canWrite,
  statement,
  onEdit,
  onDelete,
  onCategorise,
}: {
  transaction: Transaction;
  canWrite: boolean;
  statement?: StatementOf | null;
  onEdit: (transaction: Transaction) => void;
  onDelete: (transaction: Transaction, trigger: HTMLElement) => void;
  /** 'Always categorise like this' (like-this-action.tsx). */
  onCategorise: (transaction: Transaction) => void;
}) {
  const { t } = useTranslation('transactions');
  const cleared = statement ? (
    <ClearedToggle
      transaction={transaction}
      moneyAccountId={statement.moneyAccountId}
      canWrite={canWrite}
    />
  ) : null;
  if (!canWrite) return cleared;
  const shown = shownAmount(transaction, statement ?? null);
  const row = {
    name: transaction.name,
    date: formatDay(transaction.date),
    amount: formatMoney(shown.amount, shown.currency),
  };
  return (
    <div className="flex items-center justify-end gap-1">
      {cleared}
      <EditButton
        variant="ghost"
        label={t('row.edit')}
        name={t('row.editLabel', row)}
        onClick={() => onEdit(transaction)}
      />
      <Button
        variant="ghost"
        size="sm"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        aria-label={t('row.deleteLabel', row)}
        onClick={(event: MouseEvent<HTMLButtonElement>) =>
          onDelete(transaction, event.currentTarget)
        }
      >
        <Trash2Icon />
        {t('row.delete')}
      </Button>
      <RowMoreActions
        transaction={transaction}
        label={t('row.moreLabel', row)}
        onCategorise={onCategorise}
      />
    </div>
  );
}

/**
 * The row's money account, or a transfer's two ('Transfer: Current → Savings'), marked. In a
 * table's narrow column 'Transfer:' is the mark (and said aloud), the two names taking up to two
 * lines; a phone's card writes it all.
 */
export function MoneyAccountName({
  transaction,
  accounts,
  wrap = false,
}: {
  transaction: Transaction;
  accounts: AccountNames;
  wrap?: boolean;
}) {
  const { t } = useTranslation('transactions');
  const text = accountText(transaction, accounts);
  const sides = transferSides(transaction, accounts);
  return (
    <span
      className={cn('flex min-w-0 items-start gap-1', wrap && 'wrap-anywhere')}
      title={text}
      data-testid="money-account-name"
    >
      {sides === null ? null : (
        <ArrowLeftRightIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
      )}
      {sides === null || wrap ? (
        <span className={wrap ? undefined : 'truncate'}>{text}</span>
      ) : (
        <span className="line-clamp-2 break-words">
          <span className="sr-only">{t('row.transferMark')} </span>
          {t('row.transferSides', sides)}
        </span>
      )}
    </span>
  );
}

/**
 * A row's tags as small chips (nothing for none), said aloud as a list named 'Tags'. A long name
 * is cut short within a table's column, whole on hover; a phone's card (`wrap`) wraps it.
 */
export function TagChips({
  tags,
  className,
  wrap = false,
}: {
  tags: Transaction['tags'];
  className?: string;
  wrap?: boolean;
}) {
  const { t } = useTranslation('transactions');
  if (tags.length === 0) return null;
  return (
    <ul className={cn('flex min-w-0 flex-wrap gap-1', className)} aria-label={t('row.tags')}>
      {tags.map((tag) => (
        <li
          key={tag.id}
          title={tag.name}
          className="inline-flex max-w-full items-center gap-0.5 rounded-md border bg-secondary px-1.5 py-px text-xs text-secondary-foreground"
        >
          <HashIcon className="size-3 shrink-0 opacity-60" aria-hidden="true" />
          <span className={wrap ? 'min-w-0 wrap-anywhere' : 'truncate'}>{tag.name}</span>
        </li>
      ))}
    </ul>
  );
}

/** Its categories, each with its part when the amount is divided ('Food 30.25, Home 69.75'). */
export function categoryNames(transaction: Transaction): string {
  const parts = new Map(transaction.categoryParts?.map((p) => [p.categoryId, p.amount]));
  return transaction.categories
    .map(({ id, name }) => (parts.has(id) ? `${name} ${formatAmount(parts.get(id)!)}` : name))
    .join(', ');
}

/** A table row's categories, its tags as chips under them; 'None' without either. */
export function CategoriesAndTags({ transaction }: { transaction: Transaction }) {
  const { t } = useTranslation('transactions');
  const names = categoryNames(transaction);
  return (
    <>
      {names ? (
        <div className="truncate" title={names}>
          {names}
        </div>
      ) : transaction.tags.length === 0 ? (
        <span className="text-muted-foreground">{t('row.noCategories')}</span>
      ) : null}
      <TagChips tags={transaction.tags} className={names ? 'mt-1' : undefined} />
    </>
  );
}
