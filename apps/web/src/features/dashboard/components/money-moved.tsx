import type { Group } from '@budget/contract';
import { BillsDueCard } from './bills-due-card.tsx';
import { LatestTransactionsCard } from './latest-transactions-card.tsx';
import { MonthTotalsCard } from './month-totals-card.tsx';
import { SettleUpCard } from './settle-up-card.tsx';

/**
 * The money that moved, below the specified cards and lists: this month against last, the
 * latest transactions, who owes whom and what is coming up this week. Each section asks for its
 * own data and draws its own placeholder, empty state and error, so none waits for another and
 * the cards above never wait for them (docs/decisions.md, 'Dashboard: the money that moved').
 */
export function MoneyMoved({
  groups,
  isImplemented,
}: {
  groups: readonly Group[];
  isImplemented: (path: string) => boolean;
}) {
  return (
    <div className="grid gap-4" data-testid="money-moved">
      <MonthTotalsCard />
      <div className="grid items-start gap-4 lg:grid-cols-2">
        <LatestTransactionsCard groups={groups} isImplemented={isImplemented} />
        <div className="grid gap-4">
          <SettleUpCard groups={groups} isImplemented={isImplemented} />
          <BillsDueCard groups={groups} />
        </div>
      </div>
    </div>
  );
}
