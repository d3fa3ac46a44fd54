import type { Group } from '@budget/contract';
import { LogOutIcon, Settings2Icon, Trash2Icon } from 'lucide-react';
import { toast } from '@/lib/toast.ts';
import { ConfirmAction } from '@/components/confirm-action.tsx';
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

  async function remove(): Promise<boolean> {
    try {
      await deleteGroup.mutateAsync(group.id);
      toast.success(GROUP_MESSAGES.deleted);
      return true;
    } catch {
      return false;
    }
  }

  async function leave(): Promise<boolean> {
    try {
      // Leaving really leaves, by removing one's own membership.
      await unassign.mutateAsync({ groupId: group.id, userIds: [userId] });
      toast.success(GROUP_MESSAGES.left);
      return true;
    } catch {
      return false;
    }
  }

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <Button variant="outline" size="sm" onClick={onManage} aria-label={`Manage ${group.name}`}>
        <Settings2Icon />
        Manage
      </Button>
      {permissions.canDeleteGroup ? (
        <ConfirmAction
          trigger={
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive hover:bg-destructive/10 hover:text-destructive"
              aria-label={`Delete ${group.name}`}
            >
              <Trash2Icon />
              Delete
            </Button>
          }
          title={`Delete group "${group.name}"?`}
          dialogKey={`delete-group-${group.id}`}
          description="The group, its categories, budgets and transactions are deleted for every member. This action cannot be undone."
          confirmLabel="Delete"
          onConfirm={remove}
        />
      ) : null}
      {permissions.canLeave ? (
        <ConfirmAction
          trigger={
            <Button variant="ghost" size="sm" aria-label={`Leave ${group.name}`}>
              <LogOutIcon />
              Leave
            </Button>
          }
          title={`Leave group "${group.name}"?`}
          dialogKey={`leave-group-${group.id}`}
          description="You lose access to its budgets, transactions and categories until a member adds you again."
          confirmLabel="Leave"
          onConfirm={leave}
        />
      ) : null}
    </div>
  );
}
