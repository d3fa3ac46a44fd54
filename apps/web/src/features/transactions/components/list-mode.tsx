import { TransactionType, type Group, type Transaction } from '@budget/contract';
import { useCallback, useDeferredValue, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import type { GroupAccess } from '../hooks/use-group-access.ts';
import { useListAccounts } from '../hooks/use-list-accounts.ts';
import type { GoOptions } from '../hooks/use-transactions-view.ts';
import type { ListFilters } from '../list-filters.ts';
import type { TransactionsView } from '../transactions-view.ts';
import { TransactionFilters } from './transaction-filters.tsx';
import { CardSkeleton, TransactionsCard } from './transactions-card.tsx';
import { UpcomingCard } from './upcoming-card.tsx';

/**
 * The list: the filters (kept in the address), the Incomes and Expenses cards (or, filtered to
 * one money account, its statement) and what is coming up. Each card subscribes to its own list, so rows arriving draw that card alone; the filters'
 * callbacks keep their identity while the filters stay, so the filter bar is not drawn again
 * when this is.
 */
export function ListMode({
  groups,
  groupId,
  filters,
  listReady,
  access,
  go,
  searchRef,
}: {
  groups: Group[];
  groupId: string | null;
  filters: ListFilters;
  /** False while the cards must wait (for the categories of the address). */
  listReady: boolean;
  access: GroupAccess;
  go: (next: TransactionsView, options?: GoOptions) => void;
  searchRef: RefObject<HTMLInputElement | null>;
}) {
  const { t } = useTranslation('transactions');
  const changeFilters = useCallback(
    (next: ListFilters) => go({ mode: 'list', groupId, filters: next }, { replace: true }),
    [go, groupId],
  );
  const changeGroup = useCallback(
    (next: string | null) =>
      go(
        {
          mode: 'list',
          groupId: next,
          // Categories, tags and accounts belong to one group.
          filters: { ...filters, categoryIds: [], tagIds: [], moneyAccountIds: [] },
        },
        { replace: true },
      ),
    [go, filters],
  );
  const edit = useCallback(
    (transaction: Transaction) =>
      go({ mode: 'edit', transactionId: transaction.id, groupId, filters }, { transaction }),
    [go, groupId, filters],
  );
  // The cards (under the filters, below a phone's first screen) come in the render after the
  // filters', in their skeleton's place: the screen's first commit holds the filters alone,
  // rather than one long task for the whole screen (docs/performance.md, 'First screens
  // (Lighthouse)').
  const cardsReady = useDeferredValue(listReady, false);
  const shown = (type: 'income' | 'expense') => filters.type === null || filters.type === type;
  const [incomes, expenses] = [shown('income'), shown('expense')];
  const { accounts, statement, waiting } = useListAccounts(groups, groupId, filters);
  const { canWrite, members } = access;
  const cardProps = { groupId, filters, canWrite, members, accounts };

  return (
    <div className="grid gap-6">
      <TransactionFilters
        groups={groups}
        groupId={groupId}
        filters={filters}
        onGroupChange={changeGroup}
        onChange={changeFilters}
        searchRef={searchRef}
      />
      {access.writable.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('page.viewerEverywhere')}</p>
      ) : null}
      {!cardsReady || waiting ? (
        <ListSkeleton cardsOnly />
      ) : statement ? (
        <TransactionsCard type="statement" statement={statement} {...cardProps} onEdit={edit} />
      ) : (
        <>
          {incomes ? (
            <TransactionsCard type={TransactionType.Income} {...cardProps} onEdit={edit} />
          ) : null}
          {expenses ? (
            <TransactionsCard type={TransactionType.Expense} {...cardProps} onEdit={edit} />
          ) : null}
          <UpcomingCard groupIds={groupId ? [groupId] : []} groupNames={access.groupNames} />
        </>
      )}
    </div>
  );
}

/** The list's place while groups or categories load: the filters' and two cards' size. */
export function ListSkeleton({ cardsOnly = false }: { cardsOnly?: boolean }) {
  const { t } = useTranslation('transactions');
  return (
    <div className="grid gap-6" role="status" aria-label={t('page.loading')}>
      {/* The filters' height at each breakpoint (measured in Chromium), folded on a phone. */}
      {cardsOnly ? null : (
        <Skeleton className="h-[10.375rem] w-full rounded-xl md:h-[24rem] lg:h-[15rem]" />
      )}
      <CardSkeleton />
      <CardSkeleton />
    </div>
  );
}
