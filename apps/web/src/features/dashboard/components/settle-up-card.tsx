import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group, GroupSettleUp } from '@budget/contract';
import { ArrowRightIcon } from 'lucide-react';
import { Link } from 'react-router';
import { currencyCodes, codeOf } from '@/lib/budget-usage.ts';
import { canWriteInGroup } from '@/lib/group-permissions.ts';
import { useSettleUpQuery } from '../api/use-settle-up-query.ts';
import { settleUpNames, transferText } from '../settle-up-text.ts';
import { MoneySection, SectionEmpty, SectionError, SectionLoading } from './money-section.tsx';

/**
 * 'Who owes whom': each group's settle-up proposal (the transfers its balances screen proposes),
 * with a link to that screen to record a payment.
 */
export function SettleUpCard({
  groups,
  isImplemented,
}: {
  groups: readonly Group[];
  isImplemented: (path: string) => boolean;
}) {
  const { t } = useTranslation('dashboard');
  const query = useSettleUpQuery();
  // An answer is drawn in slices of a transition, not in the task that receives it.
  const data = useDeferredValue(query.data);
  const byId = new Map(groups.map((group) => [group.id, group]));

  let content;
  if (query.isError) {
    content = <SectionError title={t('settleUp.loadError')} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    content = <SectionLoading label={t('settleUp.loading')} rows={2} />;
  } else if (data.length === 0) {
    content = (
      <SectionEmpty>
        <p>{t('settleUp.empty')}</p>
        <p>{t('settleUp.emptyHint')}</p>
      </SectionEmpty>
    );
  } else {
    content = (
      <ul className="grid gap-3">
        {data.map((settle) => (
          <GroupTransfers
            key={settle.groupId}
            group={byId.get(settle.groupId)}
            settle={settle}
            linked={isImplemented('/balances')}
          />
        ))}
      </ul>
    );
  }
  return (
    <MoneySection id="dashboard-settle-up" title={t('settleUp.title')}>
      {content}
    </MoneySection>
  );
}

function GroupTransfers({
  group,
  settle,
  linked,
}: {
  group: Group | undefined;
  settle: GroupSettleUp;
  linked: boolean;
}) {
  const { t } = useTranslation('dashboard');
  const names = settleUpNames(group, settle);
  // A Viewer records no payment: the link only shows the balances.
  const settles = canWriteInGroup(group?.role);
  const groupName = group?.name ?? t('settleUp.aGroup');
  const codes = currencyCodes(settle.unconverted);
  const note =
    codes.length > 0
      ? t('settleUp.unconverted', { codes: codes.join(', '), into: codeOf(settle.currency) })
      : null;
  return (
    <li
      className="grid gap-2 rounded-lg border p-3"
      aria-label={t('settleUp.inGroup', { group: groupName })}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="min-w-0 truncate text-sm font-medium" title={groupName}>
          {groupName}
        </h3>
        {linked ? (
          <Link
            to={`/balances?${new URLSearchParams({ groupId: settle.groupId }).toString()}`}
            className="inline-flex items-center gap-1 text-sm text-primary hover:underline"
            aria-label={t(settles ? 'settleUp.settleIn' : 'settleUp.viewIn', { group: groupName })}
          >
            {t(settles ? 'settleUp.settle' : 'settleUp.view')}
            <ArrowRightIcon className="size-4" aria-hidden="true" />
          </Link>
        ) : null}
      </div>
      <ul className="grid gap-1 text-sm">
        {settle.settleUp.map((transfer) => (
          <li key={`${transfer.fromUserId}-${transfer.toUserId}`} className="wrap-anywhere">
            {transferText(names, transfer, settle.currency)}
          </li>
        ))}
      </ul>
      {note ? <p className="text-xs text-warning-foreground">{note}</p> : null}
    </li>
  );
}
