import type { Group, MoneyAccount } from '@budget/contract';
import { ArrowLeftRightIcon, PlusIcon } from 'lucide-react';
import { useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DeleteDialog, useDeleteAction } from '@/components/delete-action.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useMoneyAccountsQuery } from '@/lib/api/get-money-accounts.ts';
import { canWriteInGroup } from '@/lib/group-permissions.ts';
import { memberLabels } from '@/lib/member-labels.ts';
import { withAccountsMode, type AccountsMode } from '../accounts-view.ts';
import { useDeleteMoneyAccountMutation } from '../api/use-money-account-mutations.ts';
import { openFirst } from '../money-account-text.ts';
import { MoneyAccountRow } from './money-account-row.tsx';
import { AccountRowSkeleton } from './money-accounts-skeleton.tsx';

/**
 * A group's money accounts inside its card: each account's kind and holder, balance, count and
 * last date, open ones first and closed ones marked after them; for Owners and Members, 'Add
 * account', 'Transfer' and each account's Edit, Close or Reopen and Delete; for a Viewer, why not.
 */
export function MoneyAccountsSection({ group, role }: { group: Group | undefined; role: number }) {
  const { t } = useTranslation('accounts');
  const titleId = useId();
  const groupId = group?.id ?? '';
  const query = useMoneyAccountsQuery(groupId);
  const canWrite = canWriteInGroup(role as Group['role']) && group !== undefined;
  const owners = useMemo(() => memberLabels(group?.groupMembers ?? []), [group]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const remove = useDeleteMoneyAccountMutation(groupId);
  const deleting = useDeleteAction<MoneyAccount>({
    run: (account) => remove.mutateAsync(account.id),
    success: (account) => t('toast.deleted', { name: account.name }),
    focusAfter: headingRef,
  });
  const accounts = openFirst(query.data ?? []);
  const openCount = accounts.filter((account) => !account.closed).length;

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <h4 id={titleId} ref={headingRef} tabIndex={-1} className="text-sm font-medium">
          {t('money.title')}
        </h4>
      </div>
      {query.data === undefined ? (
        <div role="status" aria-label={t('money.loading')}>
          <AccountRowSkeleton />
        </div>
      ) : (
        <ul className="grid divide-y rounded-lg border" aria-labelledby={titleId}>
          {accounts.map((account) => (
            <MoneyAccountRow
              key={account.id}
              account={account}
              owners={owners}
              canWrite={canWrite}
              onDelete={deleting.ask}
            />
          ))}
        </ul>
      )}
      {canWrite ? (
        <WriteActions groupId={groupId} canTransfer={openCount >= 2} />
      ) : group ? (
        // Said, not only left out: a Viewer otherwise wonders where the buttons went.
        <p className="text-xs text-muted-foreground">{t('money.viewerNote')}</p>
      ) : null}
      <DeleteDialog
        action={deleting}
        title={t('delete.title', { name: deleting.subject?.name ?? '' })}
        description={t('delete.description')}
      />
    </div>
  );
}

/** 'Add account' and 'Transfer' (which needs two open accounts). */
function WriteActions({ groupId, canTransfer }: { groupId: string; canTransfer: boolean }) {
  const { t } = useTranslation('accounts');
  const [params] = useSearchParams();
  const href = (mode: AccountsMode) => `?${withAccountsMode(params, mode).toString()}`;
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={href({ view: 'add-account', groupId })}>
          <PlusIcon />
          {t('money.add')}
        </Link>
      </Button>
      {canTransfer ? (
        <Button asChild variant="outline" size="sm">
          <Link to={href({ view: 'transfer', groupId })}>
            <ArrowLeftRightIcon />
            {t('money.transfer')}
          </Link>
        </Button>
      ) : (
        <Button variant="outline" size="sm" disabled title={t('money.transferNeedsTwo')}>
          <ArrowLeftRightIcon />
          {t('money.transfer')}
        </Button>
      )}
    </div>
  );
}
