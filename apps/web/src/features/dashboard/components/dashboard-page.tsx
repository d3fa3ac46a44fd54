import { useTranslation } from 'react-i18next';
import type { Group, UserProfile } from '@budget/contract';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { writableGroups } from '@/lib/group-permissions.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { BudgetsOverview } from './budgets-overview.tsx';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { EmailNotConfirmedCard } from './email-not-confirmed-card.tsx';
import { GroupsOverview } from './groups-overview.tsx';
import { MoneyMoved } from './money-moved.tsx';
import { NoGroupCard } from './no-group-card.tsx';
import { GroupsCountCard, QuickActionsCard } from './summary-cards.tsx';
import { TotalBudgetsCard } from './total-budgets-card.tsx';

/**
 * The dashboard. `implementedPaths` lists the group-only screens that exist (the app passes its
 * route list), so quick actions link only to screens that are there.
 */
export function DashboardPage({ implementedPaths = [] }: { implementedPaths?: readonly string[] }) {
  const { t } = useTranslation('dashboard');
  const { user, isLoading: sessionLoading } = useSession();
  const { groups, isLoading: groupsLoading, error, retry } = useGroupMembership();
  const loading = sessionLoading || groupsLoading || !user;

  return (
    <div className="grid gap-6">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      {/* A failed group list is shown, and the groups count as none. */}
      {error ? <LoadErrorAlert title={t('page.groupsLoadError')} onRetry={retry} /> : null}
      {loading ? (
        <DashboardSkeleton />
      ) : (
        <DashboardBody user={user} groups={groups} implementedPaths={implementedPaths} />
      )}
    </div>
  );
}

function DashboardBody({
  user,
  groups,
  implementedPaths,
}: {
  user: UserProfile;
  groups: Group[];
  implementedPaths: readonly string[];
}) {
  // Without groups (none, or a failed list) budgets are not asked for.
  if (groups.length === 0) {
    return user.emailConfirmed ? <NoGroupCard /> : <EmailNotConfirmedCard email={user.email} />;
  }
  const isImplemented = (path: string) => implementedPaths.includes(path);
  const canAdd = writableGroups(groups).length > 0;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <TotalBudgetsCard />
        <GroupsCountCard count={groups.length} />
        <QuickActionsCard canAdd={canAdd} isImplemented={isImplemented} />
      </div>
      <BudgetsOverview
        linked={isImplemented('/budgets')}
        canAdd={canAdd}
        timeZones={new Map(groups.map((group) => [group.id, group.timeZone]))}
      />
      <GroupsOverview groups={groups} />
      <MoneyMoved groups={groups} isImplemented={isImplemented} />
    </>
  );
}
