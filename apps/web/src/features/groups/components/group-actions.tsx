import type { Group } from '@budget/contract';
import { LogOutIcon, Settings2Icon } from 'lucide-react';
import { DeleteAction } from '@/components/delete-action.tsx';
import { Button } from '@/components/ui/button.tsx';
import { cn } from '@/lib/utils.ts';
import { useDeleteGroupMutation } from '../api/use-delete-group-mutation.ts';
import { useUnassignUsersMutation } from '../api/use-unassign-users-mutation.ts';
import { GROUP_MESSAGES } from '../messages.ts';
import { permissionsFor } from '../roles.ts';

/**
 * A group's actions in the list: Manage; Delete for an Owner, Leave for everyone else, both
 * after a confirmation. Each button's accessible name carries the group's name.
 */
export function GroupActions({
  group,
  userId,
  onManage,
  className,
}: {
  group: Group;
  userId: string;
  onManage: () => void;
  className?: string;
}) {
  const permissions = permissionsFor(group.role);
  const deleteGroup = useDeleteGroupMutation();
  const unassign = useUnassignUsersMutation();

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button variant="outline" size="sm" onClick={onManage} aria-label={`Manage ${group.name}`}>
        <Settings2Icon />
        Manage
      </Button>
      {permissions.canDeleteGroup ? (
        <DeleteAction
          name={`Delete ${group.name}`}
          title={`Delete group "${group.name}"?`}
          description="The group, its categories, budgets and transactions are deleted for every member. This action cannot be undone."
          dialogKey={`delete-group-${group.id}`}
          run={() => deleteGroup.mutateAsync(group.id)}
          success={GROUP_MESSAGES.deleted}
        />
      ) : null}
      {permissions.canLeave ? (
        <DeleteAction
          label="Leave"
          icon={<LogOutIcon />}
          tone="plain"
          name={`Leave ${group.name}`}
          title={`Leave group "${group.name}"?`}
          description="You lose access to its budgets, transactions and categories until a member adds you again."
          confirmLabel="Leave"
          dialogKey={`leave-group-${group.id}`}
          // Leaving really leaves, by removing one's own membership.
          run={() => unassign.mutateAsync({ groupId: group.id, userIds: [userId] })}
          success={GROUP_MESSAGES.left}
        />
      ) : null}
    </div>
  );
}
