import type { Transaction } from '@budget/contract';
import { useShownInSteps } from '@/hooks/use-shown-in-steps.ts';
import { TransactionItem, type RowProps } from './transaction-rows.tsx';

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
