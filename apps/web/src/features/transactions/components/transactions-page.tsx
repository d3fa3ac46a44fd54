import { TransactionType, type Group, type Transaction } from '@budget/contract';
import { ArrowLeftIcon, PlusIcon, SearchXIcon, UsersIcon } from 'lucide-react';
import { useCallback, useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { FormFrame } from '@/components/form-frame.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { useCategoriesQuery } from '@/lib/api/get-categories.ts';
import { canWriteInGroup, writableGroups } from '@/lib/group-permissions.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { useEditedTransaction } from '../hooks/use-edited-transaction.ts';
import { useListShortcuts } from '../hooks/use-list-shortcuts.ts';
import { useTransactionsView } from '../hooks/use-transactions-view.ts';
import { DEFAULT_FILTERS, type ListFilters } from '../list-filters.ts';
import { NO_GROUPS_MESSAGE } from '../messages.ts';
import { memberDirectory } from '../split-summary.ts';
import { AddTransactionForm, EditTransactionForm } from './lazy-forms.tsx';
import { TransactionFilters } from './transaction-filters.tsx';
import { TransactionsCard } from './transactions-card.tsx';
import { UpcomingCard } from './upcoming-card.tsx';

/** /transactions: list (group filter, Incomes and Expenses), add and edit. */
export function TransactionsPage() {
  const { groups, isLoading } = useGroupMembership();
  const { view, go } = useTransactionsView();
  const writable = useMemo(() => writableGroups(groups), [groups]);
  const roles = useMemo(() => new Map(groups.map((group) => [group.id, group.role])), [groups]);
  const groupNames = useMemo(
    () => new Map(groups.map((group) => [group.id, group.name])),
    [groups],
  );
  const members = useMemo(() => memberDirectory(groups), [groups]);
  const canWrite = useCallback((groupId: string) => canWriteInGroup(roles.get(groupId)), [roles]);
  // A link naming a group the user is not in shows all groups rather than a refusal.
  const groupId = view.groupId && roles.has(view.groupId) ? view.groupId : null;
  const addressed = view.filters ?? DEFAULT_FILTERS;
  // Categories named in the address that are gone (or of another group) are left out, rather
  // than making the server refuse the whole list; the lists wait for the categories to know.
  const categories = useCategoriesQuery(groupId ? [groupId] : []);
  const filters = useMemo(() => {
    if (addressed.categoryIds.length === 0 || !categories.data) return addressed;
    const known = new Set(categories.data.map((category) => category.id));
    return { ...addressed, categoryIds: addressed.categoryIds.filter((id) => known.has(id)) };
  }, [addressed, categories.data]);
  const listReady = addressed.categoryIds.length === 0 || !categories.isPending;

  const showList = useCallback(
    (replace = false) => go({ mode: 'list', groupId, filters }, { replace }),
    [go, groupId, filters],
  );
  const edit = useCallback(
    (transaction: Transaction) =>
      go({ mode: 'edit', transactionId: transaction.id, groupId, filters }, { transaction }),
    [go, groupId, filters],
  );
  const filter = (next: ListFilters, nextGroup = groupId) =>
    go({ mode: 'list', groupId: nextGroup, filters: next }, { replace: true });
  const inList = view.mode === 'list' || (view.mode === 'add' && writable.length === 0);
  const searchRef = useRef<HTMLInputElement>(null);
  const canAdd = !isLoading && writable.length > 0;
  const add = () => go({ mode: 'add', groupId, filters });
  useListShortcuts({
    onSearch: () => searchRef.current?.focus(),
    onNew: inList && canAdd ? add : undefined,
  });
  const shown = (type: 'income' | 'expense') => filters.type === null || filters.type === type;

  let body;
  if (isLoading) {
    body = <ListSkeleton />;
  } else if (groups.length === 0) {
    body = <NoGroups />;
  } else if (view.mode === 'add' && writable.length > 0) {
    // The filter's group (if the user may write there), or the only one there is, is chosen.
    const preselected =
      writable.find((group) => group.id === groupId) ??
      (writable.length === 1 ? writable[0] : null);
    body = (
      <FormFrame className="h-[44rem]">
        <AddTransactionForm
          groups={writable}
          groupId={preselected?.id ?? ''}
          onCancel={() => showList()}
          onDone={() => showList(true)}
        />
      </FormFrame>
    );
  } else if (view.mode === 'edit') {
    body = (
      <EditMode
        transactionId={view.transactionId}
        writable={writable}
        canWrite={canWrite}
        onBack={() => showList()}
        onDone={() => showList(true)}
      />
    );
  } else {
    body = (
      <div className="grid gap-6">
        <TransactionFilters
          groups={groups}
          groupId={groupId}
          filters={filters}
          onGroupChange={(next) => filter({ ...filters, categoryIds: [] }, next)}
          onChange={(next) => filter(next)}
          searchRef={searchRef}
        />
        {writable.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You are a Viewer in all your groups, so you can see transactions but not change them.
          </p>
        ) : null}
        {!listReady ? (
          <ListSkeleton cardsOnly />
        ) : (
          <>
            {shown('income') ? (
              <TransactionsCard
                type={TransactionType.Income}
                groupId={groupId}
                filters={filters}
                canWrite={canWrite}
                members={members}
                onEdit={edit}
              />
            ) : null}
            {shown('expense') ? (
              <TransactionsCard
                type={TransactionType.Expense}
                groupId={groupId}
                filters={filters}
                canWrite={canWrite}
                members={members}
                onEdit={edit}
              />
            ) : null}
            <UpcomingCard groupIds={groupId ? [groupId] : []} groupNames={groupNames} />
          </>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Transactions"
        description="Incomes and expenses of your groups"
        actions={
          inList ? (
            <Button onClick={add} disabled={!canAdd} aria-keyshortcuts="n">
              <PlusIcon />
              Add Transaction
            </Button>
          ) : null
        }
      />
      {body}
    </div>
  );
}

/** The list's place while groups or categories load: the filters' and two cards' size. */
function ListSkeleton({ cardsOnly = false }: { cardsOnly?: boolean }) {
  return (
    <div className="grid gap-6" role="status" aria-label="Loading transactions">
      {/* The filters' height at each breakpoint of their grid (measured in Chromium). */}
      {cardsOnly ? null : (
        <Skeleton className="h-[31.75rem] w-full rounded-xl sm:h-[28.5rem] md:h-[24rem] lg:h-[15rem]" />
      )}
      <Skeleton className="h-[calc(min(70vh,40rem)+12rem)] w-full rounded-xl" />
      <Skeleton className="h-[calc(min(70vh,40rem)+12rem)] w-full rounded-xl" />
    </div>
  );
}

function EditMode({
  transactionId,
  writable,
  canWrite,
  onBack,
  onDone,
}: {
  transactionId: string;
  writable: Group[];
  canWrite: (groupId: string) => boolean;
  onBack: () => void;
  onDone: () => void;
}) {
  const transaction = useEditedTransaction(transactionId);
  if (!transaction || !canWrite(transaction.groupId)) {
    return (
      <Alert>
        <SearchXIcon aria-hidden="true" />
        <AlertTitle>Transaction not available</AlertTitle>
        <AlertDescription>
          <p>Open the transaction again from the list: it may have been deleted meanwhile.</p>
          <div>
            <Button variant="outline" size="sm" onClick={onBack}>
              <ArrowLeftIcon />
              Back to Transactions
            </Button>
          </div>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <FormFrame className="h-[44rem]">
      <EditTransactionForm
        key={transaction.id}
        transaction={transaction}
        groups={writable}
        onCancel={onBack}
        onDone={onDone}
      />
    </FormFrame>
  );
}

/** Only a user with no group at all is told to create one. */
function NoGroups() {
  return (
    <Alert>
      <UsersIcon aria-hidden="true" />
      <AlertTitle>{NO_GROUPS_MESSAGE}</AlertTitle>
      <AlertDescription>
        <div>
          <Button asChild variant="outline" size="sm">
            <Link to="/groups">Go to Groups</Link>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
