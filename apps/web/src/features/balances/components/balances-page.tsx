import { payingMemberIds } from '@/lib/split-rows.ts';
import { MemberRole, type GroupBalances } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GroupSelect } from '@/components/group-select.tsx';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@/components/ui/card.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { canWriteInGroup } from '@/lib/group-permissions.ts';
import { currencyCode } from '@budget/contract';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { useBalancesQuery } from '@/lib/api/get-balances.ts';
import { namesById, nothingShared } from '../balance-text.ts';
import { BalancesTable } from './balances-table.tsx';
import { RecordedPaymentsCard } from './recorded-payments-card.tsx';
import { SettleUpList } from './settle-up-list.tsx';
import { SharingSettingsCard } from './sharing-settings-card.tsx';
import { memberChoices, memberLabels } from '@/lib/member-labels.ts';

/**
 * /balances?groupId=: who paid what of a group's shared money, who owes whom, and the payments
 * that settle up, and the payments recorded (docs/decisions.md, 'Splits'). The group is in the address so a reload keeps
 * it; without one the first group is shown.
 */
export function BalancesPage() {
  const { t } = useTranslation('balances');
  const { groups } = useGroupMembership();
  const [params, setParams] = useSearchParams();
  const asked = params.get('groupId') ?? '';
  const group = groups.find((one) => one.id === asked) ?? groups[0];
  const groupId = group?.id ?? '';
  const query = useBalancesQuery(groupId);
  const balances = query.data;
  const canWrite = canWriteInGroup(group?.role);
  // Members by the group list's names, else (former members) by the balances' names.
  const names = new Map([
    ...(balances ? namesById(balances) : []),
    ...memberLabels(group?.groupMembers ?? []),
  ]);

  return (
    <div className="grid gap-6">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <div className="grid max-w-sm gap-2">
        <Label htmlFor="balances-group">{t('page.group')}</Label>
        <GroupSelect
          id="balances-group"
          groups={groups}
          value={groupId}
          onChange={(next) => setParams({ groupId: next }, { replace: true })}
          placeholder={t('page.selectGroup')}
        />
      </div>
      {query.isError ? (
        <LoadErrorAlert title={t('page.loadError')} onRetry={() => void query.refetch()} />
      ) : !balances ? (
        <Skeleton className="h-48 w-full" aria-label={t('page.loading')} />
      ) : nothingShared(balances) ? (
        <Card>
          <CardHeader>
            <CardTitle>{t('nothing.title')}</CardTitle>
            <CardDescription>{t('nothing.text')}</CardDescription>
          </CardHeader>
        </Card>
      ) : (
        <>
          <MembersCard balances={balances} />
          <Card className="min-w-0">
            <CardHeader>
              <CardTitle>{t('settle.title')}</CardTitle>
              <CardDescription>{t('settle.description')}</CardDescription>
            </CardHeader>
            <CardContent>
              <SettleUpList groupId={groupId} balances={balances} canWrite={canWrite} />
            </CardContent>
          </Card>
          <RecordedPaymentsCard groupId={groupId} names={names} canWrite={canWrite} />
        </>
      )}
      {group?.role === MemberRole.Owner ? (
        <SharingSettingsCard
          groupId={groupId}
          members={memberChoices(group.groupMembers)}
          payingIds={payingMemberIds(group.groupMembers)}
        />
      ) : null}
    </div>
  );
}

/** Each member's balance in the settlement currency, and the currencies left out without a rate. */
function MembersCard({ balances }: { balances: GroupBalances }) {
  const { t } = useTranslation('balances');
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle>{t('members.title')}</CardTitle>
        <CardDescription>
          {t('members.description', { currency: currencyCode(balances.currency) })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <BalancesTable balances={balances} />
        {balances.unconverted.length > 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('members.unconverted', {
              currencies: balances.unconverted.map(currencyCode).join(', '),
            })}
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
