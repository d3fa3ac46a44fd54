import { UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { WarningCard } from './warning-card.tsx';

export function NoGroupCard() {
  return (
    <WarningCard
      icon={UsersIcon}
      title="No Group Membership"
      action={
        <Button asChild>
          <Link to="/groups">Browse Groups</Link>
        </Button>
      }
    >
      <p>
        You need to be a member of at least one group to use budgets, accounts and transactions.
        Create a group for your household, or ask a member of an existing group to add you.
      </p>
    </WarningCard>
  );
}
