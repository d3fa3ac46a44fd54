import type { Transaction } from '@budget/contract';
import { EllipsisVerticalIcon, WandSparklesIcon } from 'lucide-react';
import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import type { MemberDirectory } from '../split-summary.ts';

// The dialog's form (react-hook-form, zod) loads when it opens: the list draws without it
// (docs/performance.md, 'First screens').
const LikeThisDialog = lazy(() =>
  import('./like-this-dialog.tsx').then((module) => ({ default: module.LikeThisDialog })),
);

/**
 * The dialog of the transaction last asked about; it stays mounted so it can close with its
 * animation. It is the list card's (or the edit form's), not a row's: a row is drawn again as a
 * phone's card when the window narrows, and would take an open dialog with it. A form draws it
 * outside its own form: React's events pass through portals, so a submit inside would reach the
 * outer form too.
 */
export function useLikeThisDialog(members: MemberDirectory) {
  const [open, setOpen] = useState(false);
  const [transaction, setTransaction] = useState<Transaction | null>(null);
  const dialog = transaction ? (
    <Suspense fallback={null}>
      <LikeThisDialog
        transaction={transaction}
        members={members}
        open={open}
        onOpenChange={setOpen}
      />
    </Suspense>
  ) : null;
  const show = useCallback((chosen: Transaction) => {
    setTransaction(chosen);
    setOpen(true);
  }, []);
  return { dialog, show };
}

/**
 * A row's further actions (Owners and Members): 'Always categorise like this', or why it cannot
 * be yet, written under it, as a disabled item cannot be hovered for a hint.
 */
export function RowMoreActions({
  transaction,
  label,
  onCategorise,
}: {
  transaction: Transaction;
  /** The menu button's name, telling the row apart (row-parts.tsx). */
  label: string;
  onCategorise: (transaction: Transaction) => void;
}) {
  const { t } = useTranslation('transactions');
  const uncategorised = transaction.categories.length === 0;
  return (
    // Not modal: the dialog it opens locks the page and takes the focus itself, and two locks
    // handing over could leave the page unclickable.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label}>
          <EllipsisVerticalIcon />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-[min(20rem,calc(100vw-2rem))]">
        <DropdownMenuItem
          disabled={uncategorised}
          onSelect={() => onCategorise(transaction)}
          className="items-start"
        >
          <WandSparklesIcon className="mt-0.5" />
          <span className="grid">
            {t('likeThis.action')}
            {uncategorised ? (
              <span className="text-xs text-muted-foreground">{t('likeThis.noCategories')}</span>
            ) : null}
          </span>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The edit form's 'Always categorise like this': the rule is made from the transaction as saved,
 * so without a saved category the button is unavailable and says why beside it.
 */
export function LikeThisButton({
  transaction,
  onShow,
}: {
  transaction: Transaction;
  onShow: (transaction: Transaction) => void;
}) {
  const { t } = useTranslation('transactions');
  const reason = useId();
  const uncategorised = transaction.categories.length === 0;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={uncategorised}
        aria-describedby={uncategorised ? reason : undefined}
        onClick={() => onShow(transaction)}
      >
        <WandSparklesIcon />
        {t('likeThis.action')}
      </Button>
      {uncategorised ? (
        <span id={reason} className="text-xs text-muted-foreground">
          {t('likeThis.saveCategoryFirst')}
        </span>
      ) : null}
    </div>
  );
}
