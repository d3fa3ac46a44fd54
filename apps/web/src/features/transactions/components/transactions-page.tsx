import type { Group, Transaction } from '@budget/contract';
import { PlusIcon, UsersIcon } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenItemUnavailable } from '@/components/item-unavailable.tsx';
import { Link, useLocation, useNavigate } from 'react-router';
import { FormFrame, FormSkeleton } from '@/components/form-frame.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { translateMessage } from '@/lib/i18n/i18n.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { useEditedTransaction } from '../hooks/use-edited-transaction.ts';
import { useGroupAccess } from '../hooks/use-group-access.ts';
import { useListShortcuts } from '../hooks/use-list-shortcuts.ts';
import { useShownFilters } from '../hooks/use-shown-filters.ts';
import { useTransactionsView } from '../hooks/use-transactions-view.ts';
import { isAccountTransfer } from '@/lib/account-transfers.ts';
import { AddTransactionForm, EditTransactionForm, EditTransferForm } from './lazy-forms.tsx';
import { ListMode, ListSkeleton } from './list-mode.tsx';
import { PendingTransactions } from './pending-transactions.tsx';

/** /transactions: list (group filter, Incomes and Expenses), add and edit. */
export function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const { groups, isLoading } = useGroupMembership();
  const { view, go } = useTransactionsView();
  const access = useGroupAccess(groups);
  const { writable } = access;
  const list = useShownFilters(view, access.isMember, groups);
  const { groupId, filters } = list;

  const showList = useCallback(
    (replace = false) => go({ mode: 'list', groupId, filters }, { replace }),
    [go, groupId, filters],
  );
  // An edit opened by another screen that asked to be come back to (a reconciliation's row in
  // another currency, accounts/components/other-currency-rows.tsx) returns there.
  const navigate = useNavigate();
  const { state } = useLocation();
  const back = (state as { back?: unknown } | null)?.back === true ? () => navigate(-1) : null;
  const inList = view.mode === 'list' || (view.mode === 'add' && writable.length === 0);
  const searchRef = useRef<HTMLInputElement>(null);
  const canAdd = !isLoading && writable.length > 0;
  const add = () => go({ mode: 'add', groupId, filters });
  useListShortcuts({
    onSearch: () => searchRef.current?.focus(),
    onNew: inList && canAdd ? add : undefined,
  });

  let body;
  if (isLoading) {
    body = <ListSkeleton />;
  } else if (groups.length === 0) {
    body = <NoGroups />;
  } else if (view.mode === 'add' && writable.length > 0) {
    body = (
      <AddMode
        writable={writable}
        groupId={groupId}
        onCancel={() => showList()}
        onDone={() => showList(true)}
        onEditAdded={(transaction) =>
          go(
            { mode: 'edit', transactionId: transaction.id, groupId, filters },
            { replace: true, transaction },
          )
        }
      />
    );
  } else if (view.mode === 'edit') {
    body = (
      <EditMode
        transactionId={view.transactionId}
        writable={writable}
        access={access}
        onBack={back ?? (() => showList())}
        onDone={back ?? (() => showList(true))}
      />
    );
  } else {
    body = <ListMode {...list} groups={groups} access={access} go={go} searchRef={searchRef} />;
  }

  return (
    <div className={cn('grid gap-6', !inList && 'max-sm:gap-4')}>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        compact={!inList}
        actions={
          inList ? (
            <Button onClick={add} disabled={!canAdd} aria-keyshortcuts="n">
              <PlusIcon />
              {t('page.add')}
            </Button>
          ) : null
        }
      />
      {inList && groups.length > 0 ? (
        <PendingTransactions groups={groups} writable={writable} />
      ) : null}
      {body}
    </div>
  );
}

/**
 * The add form: the filter's group if the user may write there, else the last one used, else the
 * only one, is chosen (quickAddStart).
 */
function AddMode({
  writable,
  ...props
}: {
  writable: Group[];
  groupId: string | null;
  onCancel: () => void;
  onDone: () => void;
  onEditAdded: (transaction: Transaction) => void;
}) {
  return (
    // About the quick-add form's height: 'More details' closed on phones, open from 768 px.
    <FormFrame className="h-[35rem] md:h-[55rem]">
      <AddTransactionForm groups={writable} {...props} />
    </FormFrame>
  );
}

function EditMode({
  transactionId,
  writable,
  access,
  onBack,
  onDone,
}: {
  transactionId: string;
  writable: Group[];
  access: { canWrite: (groupId: string) => boolean; isMember: (groupId: string) => boolean };
  onBack: () => void;
  onDone: () => void;
}) {
  const { canWrite, isMember } = access;
  const { t } = useTranslation('transactions');
  const { transaction, loading, failure, offline } = useEditedTransaction(transactionId);
  if (loading) return <FormSkeleton className="h-[44rem]" />;
  if (!transaction || !isMember(transaction.groupId)) {
    const reason = offline
      ? t('unavailable.offline')
      : failure === undefined
        ? undefined
        : translateMessage(failure);
    return <ScreenItemUnavailable namespace="transactions" reason={reason} onBack={onBack} />;
  }
  if (!canWrite(transaction.groupId)) {
    // There, not deleted: the Viewer is told why it cannot be changed.
    const reason = t('unavailable.viewer', { group: transaction.account.name });
    return <ScreenItemUnavailable namespace="transactions" reason={reason} onBack={onBack} />;
  }
  const group = writable.find((candidate) => candidate.id === transaction.groupId);
  if (isAccountTransfer(transaction) && group) {
    return (
      <FormFrame className="h-[32rem]">
        <EditTransferForm
          key={transaction.id}
          transfer={transaction}
          group={group}
          onCancel={onBack}
          onDone={onDone}
        />
      </FormFrame>
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
  const { t } = useTranslation('transactions');
  return (
    <Alert>
      <UsersIcon aria-hidden="true" />
      <AlertTitle>{t('page.noGroups')}</AlertTitle>
      <AlertDescription>
        <div>
          <Button asChild variant="outline" size="sm">
            <Link to="/groups">{t('page.goToGroups')}</Link>
          </Button>
        </div>
      </AlertDescription>
    </Alert>
  );
}
