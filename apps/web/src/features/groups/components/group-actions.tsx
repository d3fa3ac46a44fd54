import type { Group } from '@budget/contract';
import { LogOutIcon, Settings2Icon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeleteAction } from '@/components/delete-action.tsx';
import { EditButton } from '@/components/edit-button.tsx';
import { cn } from '@/lib/utils.ts';
import { useDeleteGroupMutation } from '../api/use-delete-group-mutation.ts';
import { useUnassignUsersMutation } from '../api/use-unassign-users-mutation.ts';
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
  const { t } = useTranslation('groups');
  const permissions = permissionsFor(group.role);
  const deleteGroup = useDeleteGroupMutation();
  const unassign = useUnassignUsersMutation();

  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <EditButton
        label={t('actions.manage')}
        name={t('actions.manageName', { group: group.name })}
        onClick={onManage}
        icon={<Settings2Icon />}
      />
      {permissions.canDeleteGroup ? (
        <DeleteAction
          name={t('actions.deleteName', { group: group.name })}
          title={t('actions.deleteTitle', { group: group.name })}
          description={t('actions.deleteDescription')}
          dialogKey={`delete-group-${group.id}`}
          run={() => deleteGroup.mutateAsync(group.id)}
          success={t('toast.deleted')}
        />
      ) : null}
      {permissions.canLeave ? (
        <DeleteAction
          label={t('actions.leave')}
          icon={<LogOutIcon />}
          tone="plain"
          name={t('actions.leaveName', { group: group.name })}
          title={t('actions.leaveTitle', { group: group.name })}
          description={t('actions.leaveDescription')}
          confirmLabel={t('actions.leave')}
          dialogKey={`leave-group-${group.id}`}
          // Leaving really leaves, by removing one's own membership.
          run={() => unassign.mutateAsync({ groupId: group.id, userIds: [userId] })}
          success={t('toast.left')}
        />
      ) : null}
    </div>
  );
}
