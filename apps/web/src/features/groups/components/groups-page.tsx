import { InfoIcon, MailWarningIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { useSession } from '@/lib/session/use-session.ts';

/**
 * The groups screen of SPEC section 2. Creating, listing and managing groups is the groups
 * issue's work; until then this page says so plainly instead of pretending.
 */
export function GroupsPage() {
  const { user } = useSession();
  return (
    <div className="grid gap-6">
      <PageHeader
        title="Groups Management"
        description="Share budgets and transactions with your household"
      />
      {user && !user.emailConfirmed ? (
        <Alert variant="warning">
          <MailWarningIcon aria-hidden="true" />
          <AlertTitle>Email Not Confirmed</AlertTitle>
          <AlertDescription>
            <p>Group functions require a confirmed email address.</p>
          </AlertDescription>
        </Alert>
      ) : null}
      <Alert>
        <InfoIcon aria-hidden="true" />
        <AlertTitle>Group management is not available yet</AlertTitle>
        <AlertDescription>
          <p>
            Creating groups, inviting members and managing roles will arrive with a later release of
            Budget App.
          </p>
        </AlertDescription>
      </Alert>
    </div>
  );
}
