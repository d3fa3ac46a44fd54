import type { Group, GroupMember, MemberRole } from '@budget/contract';
import { UserMinusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.ts';
import { DeleteAction } from '@/components/delete-action.tsx';
import { useChangeUserRoleMutation } from '../api/use-change-user-role-mutation.ts';
import { useUnassignUsersMutation } from '../api/use-unassign-users-mutation.ts';
import { ASSIGNABLE_ROLES } from '../roles.ts';
import { RoleSelect } from './role-select.tsx';
import { memberLabels } from '@/lib/member-labels.ts';
import { useBalancesQuery } from '@/lib/api/get-balances.ts';
import { formatMoney } from '@/lib/money.ts';

/** The member as the group's screens name them. */
const labelOf = (group: Group, member: GroupMember) =>
  memberLabels(group.groupMembers).get(member.userId) ?? member.name;

/** An Owner's select for a member's role: Member, Viewer or Owner, applied at once. */
export function MemberRoleSelect({ group, member }: { group: Group; member: GroupMember }) {
  const { t } = useTranslation('groups');
  const changeRole = useChangeUserRoleMutation();
  // While the change is on its way the select already shows the chosen role.
  const shown =
    changeRole.isPending && changeRole.variables ? changeRole.variables.role : member.role;

  async function change(role: MemberRole) {
    // One change at a time; the select stays enabled so it keeps the keyboard's focus.
    if (role === member.role || changeRole.isPending) return;
    try {
      await changeRole.mutateAsync({ groupId: group.id, userId: member.userId, role });
      toast.success(t('toast.roleUpdated'));
    } catch {
      // The query client has shown the failure (src/lib/mutation-errors.ts).
    }
  }

  return (
    <RoleSelect
      roles={ASSIGNABLE_ROLES}
      value={shown}
      onChange={(role) => void change(role)}
      className="h-9 w-36"
      aria-label={t('members.roleOf', { name: labelOf(group, member) })}
    />
  );
}

/** An Owner removes a member who is not an Owner, after a confirmation. */
export function RemoveMemberButton({ group, member }: { group: Group; member: GroupMember }) {
  const { t } = useTranslation('groups');
  const unassign = useUnassignUsersMutation();
  const name = labelOf(group, member);
  return (
    <DeleteAction
      label={t('members.remove')}
      icon={<UserMinusIcon />}
      name={t('members.removeName', { name })}
      title={t('members.removeTitle')}
      description={t('members.removeDescription', { name, group: group.name })}
      confirmLabel={t('members.remove')}
      dialogKey={`remove-member-${group.id}-${member.userId}`}
      run={() => unassign.mutateAsync({ groupId: group.id, userIds: [member.userId] })}
      success={t('toast.unassigned')}
    >
      <MemberBalanceNote groupId={group.id} userId={member.userId} name={name} />
    </DeleteAction>
  );
}

/**
 * What the member leaves owing or owed, read when the question opens: removing them keeps
 * their balance, listed as a former member's, so the household may want to settle up first.
 */
function MemberBalanceNote({
  groupId,
  userId,
  name,
}: {
  groupId: string;
  userId: string;
  name: string;
}) {
  const { t } = useTranslation('groups');
  const { data } = useBalancesQuery(groupId);
  const balance = data?.members.find((member) => member.userId === userId)?.balance ?? 0;
  if (!data || balance === 0) return null;
  const amount = formatMoney(Math.abs(balance), data.currency);
  return (
    <p role="status" className="text-sm text-muted-foreground">
      {t(balance > 0 ? 'members.removeOwed' : 'members.removeOwes', { name, amount })}
    </p>
  );
}
