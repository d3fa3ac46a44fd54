import { TransactionType, type Group, type Transaction } from '@budget/contract';
import { ArrowLeftIcon, PlusIcon, SearchXIcon, UsersIcon } from 'lucide-react';
import { useCallback, useId, useMemo } from 'react';
import { Link } from 'react-router';
import { ALL_GROUPS, GroupSelect } from '@/components/group-select.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { canWriteInGroup, writableGroups } from '@/lib/group-permissions.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { useEditedTransaction } from '../hooks/use-edited-transaction.ts';
import { useTransactionsView } from '../hooks/use-transactions-view.ts';
import { NO_GROUPS_MESSAGE } from '../messages.ts';
import { AddTransactionForm } from './add-transaction-form.tsx';
import { EditTransactionForm } from './edit-transaction-form.tsx';
import { TransactionsCard } from './transactions-card.tsx';

/** /transactions: list (group filter, Incomes and Expenses), add and edit. */
export function TransactionsPage() {
  const { groups, isLoading } = useGroupMembership();
  const { view, go } = useTransactionsView();
  const writable = useMemo(() => writableGroups(groups), [groups]);
  const roles = useMemo(() => new Map(groups.map((group) => [group.id, group.role])), [groups]);
  const canWrite = useCallback((groupId: string) => canWriteInGroup(roles.get(groupId)), [roles]);
  // A link naming a group the user is not in shows all groups rather than a refusal.
  const groupId = view.groupId && roles.has(view.groupId) ? view.groupId : null;

  const showList = useCallback(
    (replace = false) => go({ mode: 'list', groupId }, { replace }),
    [go, groupId],
  );
  const edit = useCallback(
    (transaction: Transaction) =>
      go({ mode: 'edit', transactionId: transaction.id, groupId }, { transaction }),
    [go, groupId],
  );
  const inList = view.mode === 'list' || (view.mode === 'add' && writable.length === 0);

  let body;
  if (isLoading) {
    body = <Skeleton className="h-64 w-full rounded-xl" />;
  } else if (groups.length === 0) {
    body = <NoGroups />;
  } else if (view.mode === 'add' && writable.length > 0) {
    // The filter's group (if the user may write there), or the only one there is, is chosen.
    const preselected =
      writable.find((group) => group.id === groupId) ??
      (writable.length === 1 ? writable[0] : null);
    body = (
      <AddTransactionForm
        groups={writable}
        groupId={preselected?.id ?? ''}
        onCancel={() => showList()}
        onDone={() => showList(true)}
      />
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
        <GroupFilter
          groups={groups}
          groupId={groupId}
          onChange={(next) => go({ mode: 'list', groupId: next }, { replace: true })}
        />
        {writable.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            You are a Viewer in all your groups, so you can see transactions but not change them.
          </p>
        ) : null}
        <TransactionsCard
          key={`income-${groupId}`}
          type={TransactionType.Income}
          groupId={groupId}
          canWrite={canWrite}
          onEdit={edit}
        />
        <TransactionsCard
          key={`expense-${groupId}`}
          type={TransactionType.Expense}
          groupId={groupId}
          canWrite={canWrite}
          onEdit={edit}
        />
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
            <Button
              onClick={() => go({ mode: 'add', groupId })}
              disabled={isLoading || writable.length === 0}
            >
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

function GroupFilter({
  groups,
  groupId,
  onChange,
}: {
  groups: Group[];
  groupId: string | null;
  onChange: (groupId: string | null) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Label htmlFor={id}>Group</Label>
      <GroupSelect
        id={id}
        groups={groups}
        value={groupId ?? ALL_GROUPS}
        allLabel="All Groups"
        onChange={(next) => onChange(next === ALL_GROUPS ? null : next)}
        className="w-64 max-w-full"
      />
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
    <EditTransactionForm
      key={transaction.id}
      transaction={transaction}
      groups={writable}
      onCancel={onBack}
      onDone={onDone}
    />
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
