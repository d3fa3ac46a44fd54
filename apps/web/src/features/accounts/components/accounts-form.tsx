import type { Group } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { ItemUnavailable } from '@/components/item-unavailable.tsx';
import { useSearchParams } from 'react-router';
import { TransferForm } from '@/components/transfer-form.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { openAccounts, useMoneyAccountsQuery } from '@/lib/api/get-money-accounts.ts';
import { canWriteInGroup } from '@/lib/group-permissions.ts';
import { withAccountsMode, type AccountsMode } from '../accounts-view.ts';
import { MoneyAccountForm } from './money-account-form.tsx';
import { ReconcileForm } from './reconcile-form.tsx';

type FormMode = Exclude<AccountsMode, { view: 'overview' }>;

/**
 * The form of the address (accounts-view.ts): Add account, Edit account, Transfer or Reconcile, for a group
 * where the user is Owner or Member. A finished form replaces its address with the overview,
 * Cancel pushes it; a group or account that is not there (or read-only) says so.
 */
export function AccountsForm({ mode, groups }: { mode: FormMode; groups: readonly Group[] }) {
  const [params, setParams] = useSearchParams();
  const group = groups.find((candidate) => candidate.id === mode.groupId);
  const writable = group !== undefined && canWriteInGroup(group.role);
  const query = useMoneyAccountsQuery(mode.groupId, { enabled: writable });
  const overview = (replace: boolean) =>
    setParams(withAccountsMode(params, { view: 'overview' }), { replace });
  const onCancel = () => overview(false);
  const onDone = () => overview(true);

  if (!writable) return <Unavailable onBack={onCancel} viewerIn={group?.name} />;
  if (!query.data) {
    return <Skeleton className="h-[32rem] w-full max-w-3xl rounded-xl" />;
  }
  const common = {
    groupId: group.id,
    groupName: group.name,
    timeZone: group.timeZone,
    onCancel,
    onDone,
  };
  if (mode.view === 'transfer') {
    return <TransferForm {...common} accounts={openAccounts(query.data)} />;
  }
  if (mode.view === 'add-account') {
    return <MoneyAccountForm {...common} members={group.groupMembers} />;
  }
  const account = query.data.find((candidate) => candidate.id === mode.accountId);
  if (!account) return <Unavailable onBack={onCancel} />;
  if (mode.view === 'reconcile') {
    return (
      <ReconcileForm
        key={account.id}
        account={account}
        timeZone={group.timeZone}
        onCancel={onCancel}
        onDone={onDone}
      />
    );
  }
  return (
    <MoneyAccountForm key={account.id} {...common} members={group.groupMembers} account={account} />
  );
}

/** `viewerIn`: the group the user only reads, said as the reason. */
function Unavailable({ onBack, viewerIn }: { onBack: () => void; viewerIn?: string }) {
  const { t } = useTranslation('accounts');
  return (
    <ItemUnavailable
      title={t('form.unavailable')}
      description={viewerIn === undefined ? undefined : t('form.viewer', { group: viewerIn })}
      backLabel={t('form.back')}
      onBack={onBack}
    />
  );
}
