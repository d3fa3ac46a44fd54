import type { UserProfile } from '@budget/contract';
import { PageHeader } from '@/components/page-header.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { DashboardSkeleton } from './dashboard-skeleton.tsx';
import { EmailNotConfirmedCard } from './email-not-confirmed-card.tsx';
import { NoGroupCard } from './no-group-card.tsx';

export function DashboardPage() {
  const { user, isLoading: sessionLoading } = useSession();
  const { hasGroups, isLoading: groupsLoading } = useGroupMembership();
  const loading = sessionLoading || groupsLoading || !user;

  return (
    <div className="grid gap-6">
      <PageHeader title="Dashboard" description="Overview of your financial data" />
      {loading ? <DashboardSkeleton /> : <DashboardBody user={user} hasGroups={hasGroups} />}
    </div>
  );
}

function DashboardBody({ user, hasGroups }: { user: UserProfile; hasGroups: boolean }) {
  // The totals, budgets and groups overview for members arrives with the groups issue, which is
  // also the first time useGroupMembership can report a group.
  if (hasGroups) return null;
  if (!user.emailConfirmed) return <EmailNotConfirmedCard email={user.email} />;
  return <NoGroupCard />;
}
