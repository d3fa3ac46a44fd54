import type { Group, GroupMember, MemberRole } from '@budget/contract';
import { UserMinusIcon } from 'lucide-react';
import { toast } from '@/lib/toast.ts';
import { DeleteAction } from '@/components/delete-action.tsx';
import { useChangeUserRoleMutation } from '../api/use-change-user-role-mutation.ts';
import { useUnassignUsersMutation } from '../api/use-unassign-users-mutation.ts';
import { GROUP_MESSAGES } from '../messages.ts';
import { ASSIGNABLE_ROLES } from '../roles.ts';
import { RoleSelect } from './role-select.tsx';
import { memberLabels } from '@/lib/member-labels.ts';

/** The member as the group's screens name them. */
const labelOf = (group: Group, member: GroupMember) =>
  memberLabels(group.groupMembers).get(member.userId) ?? member.name;

/** An Owner's select for a member's role: Member, Viewer or Owner, applied at once. */
export function MemberRoleSelect({ group, member }: { group: Group; member: GroupMember }) {
  const changeRole = useChangeUserRoleMutation();
  // While the change is on its way the select already shows the chosen role.
  const shown =
    changeRole.isPending && changeRole.variables ? changeRole.variables.role : member.role;

  async function change(role: MemberRole) {
    if (role === member.role) return;
    try {
      await changeRole.mutateAsync({ groupId: group.id, userId: member.userId, role });
      toast.success(GROUP_MESSAGES.roleUpdated);
    } catch {
      // The query client has shown the failure (src/lib/mutation-errors.ts).
    }
  }

  return (
    <RoleSelect
      roles={ASSIGNABLE_ROLES}
      value={shown}
      onChange={(role) => void change(role)}
      disabled={changeRole.isPending}
      className="h-9 w-36"
      aria-label={`Role of ${labelOf(group, member)}`}
    />
  );
}

/** An Owner removes a member who is not an Owner, after a confirmation. */
export function RemoveMemberButton({ group, member }: { group: Group; member: GroupMember }) {
  const unassign = useUnassignUsersMutation();
  return (
    <DeleteAction
      label="Remove"
      icon={<UserMinusIcon />}
      name={`Remove ${labelOf(group, member)}`}
      title="Remove member?"
      description={`${labelOf(group, member)} loses access to "${group.name}", its budgets, transactions and categories.`}
      confirmLabel="Remove"
      dialogKey={`remove-member-${group.id}-${member.userId}`}
      run={() => unassign.mutateAsync({ groupId: group.id, userIds: [member.userId] })}
      success={GROUP_MESSAGES.unassigned}
    />
  );
}
