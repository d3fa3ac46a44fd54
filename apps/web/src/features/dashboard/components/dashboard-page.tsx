import type { Group, UserProfile } from '@budget/contract';
import { LoadErrorAlert } from '@/components/load-error-alert.tsx';
import { PageHeader } from '@/components/page-header.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { EmailNotConfirmedCard } from './email-not-confirmed-card.tsx';
import { GroupsOverview } from './groups-overview.tsx';
import { NoGroupCard } from './no-group-card.tsx';
import { GroupsCountCard, QuickActionsCard } from './summary-cards.tsx';

/**
 * The dashboard. `implementedPaths` lists the group-only screens that exist (the app passes its
 * route list), so quick actions link only to screens that are there.
 */
export function DashboardPage({ implementedPaths = [] }: { implementedPaths?: readonly string[] }) {
  const { user, isLoading: sessionLoading } = useSession();
  const { groups, isLoading: groupsLoading, error, retry } = useGroupMembership();
  const loading = sessionLoading || groupsLoading || !user;

  return (
    <div className="grid gap-6">
      <PageHeader title="Dashboard" description="Overview of your financial data" />
      {/* SPEC section 8: a failed group list is shown, and the groups count as none. */}
      {error ? <LoadErrorAlert title="Your groups could not be loaded." onRetry={retry} /> : null}
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
  if (groups.length === 0) {
    return user.emailConfirmed ? <NoGroupCard /> : <EmailNotConfirmedCard email={user.email} />;
  }
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {/* The budgets issue puts the 'Total Budgets' card first in this row. */}
        <GroupsCountCard count={groups.length} />
        <QuickActionsCard hasGroups isImplemented={(path) => implementedPaths.includes(path)} />
      </div>
      {/* The budgets issue adds the 'Budgets' section (first 8 budgets, 'View All') here. */}
      <GroupsOverview groups={groups} />
    </>
  );
}
