import { MemberRole, type Group, type GroupMember } from '@budget/contract';
import { CrownIcon, EyeIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { i18next } from '@/lib/i18n/i18n.ts';

export interface RolePresentation {
  /** The role's name, a key of the 'groups' texts. */
  label: 'role.owner' | 'role.member' | 'role.viewer';
  icon: LucideIcon;
  /** Text (icon) colour. */
  className: string;
  /** Badge background and border in the same hue. */
  badgeClassName: string;
}

/** Crown (yellow) Owner, group (blue) Member, eye (grey) Viewer. */
export const ROLE_PRESENTATION: Record<MemberRole, RolePresentation> = {
  [MemberRole.Owner]: {
    label: 'role.owner',
    icon: CrownIcon,
    className: 'text-yellow-600 dark:text-yellow-400',
    badgeClassName:
      'border-yellow-300 bg-yellow-50 text-yellow-800 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-200',
  },
  [MemberRole.Member]: {
    label: 'role.member',
    icon: UsersIcon,
    className: 'text-blue-600 dark:text-blue-400',
    badgeClassName:
      'border-blue-300 bg-blue-50 text-blue-800 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-200',
  },
  [MemberRole.Viewer]: {
    label: 'role.viewer',
    icon: EyeIcon,
    className: 'text-gray-500 dark:text-gray-400',
    badgeClassName:
      'border-gray-300 bg-gray-50 text-gray-700 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-300',
  },
};

/** The role's name in the interface's language. */
export function roleLabel(role: MemberRole): string {
  return i18next.t(ROLE_PRESENTATION[role].label, { ns: 'groups' });
}

/** An invitation gives Member (the default) or Viewer. */
export const INVITE_ROLES: readonly MemberRole[] = [MemberRole.Member, MemberRole.Viewer];

/** An Owner sets a role to Member, Viewer or Owner, in that order. */
export const ASSIGNABLE_ROLES: readonly MemberRole[] = [
  MemberRole.Member,
  MemberRole.Viewer,
  MemberRole.Owner,
];

export interface GroupPermissions {
  canDeleteGroup: boolean;
  /** An Owner is not offered Leave. */
  canLeave: boolean;
  canAddMembers: boolean;
  /** Change roles and remove members. */
  canManageMembers: boolean;
  /** Rename the group, change its description and time zone. */
  canEditGroup: boolean;
}

/**
 * What the screen offers to a role. It mirrors the server's table (docs/product.md, 'Roles'), which
 * is what actually decides; hiding a control only spares the user a refusal.
 */
export function permissionsFor(role: MemberRole): GroupPermissions {
  return {
    canDeleteGroup: role === MemberRole.Owner,
    canLeave: role !== MemberRole.Owner,
    canAddMembers: role === MemberRole.Owner || role === MemberRole.Member,
    canManageMembers: role === MemberRole.Owner,
    canEditGroup: role === MemberRole.Owner,
  };
}

export interface MemberActions {
  canChangeRole: boolean;
  canRemove: boolean;
}

/**
 * The actions an Owner gets on one member's row. Other Owners' roles can be changed but they
 * cannot be removed (the server refuses). On their own row an Owner may step down only while
 * another Owner remains, and never removes themself (that is leaving).
 */
export function memberActionsFor(
  group: Group,
  viewerId: string,
  member: GroupMember,
): MemberActions {
  if (!permissionsFor(group.role).canManageMembers)
    return { canChangeRole: false, canRemove: false };
  if (member.userId === viewerId) {
    const owners = group.groupMembers.filter((m) => m.role === MemberRole.Owner).length;
    return { canChangeRole: owners > 1, canRemove: false };
  }
  return { canChangeRole: true, canRemove: member.role !== MemberRole.Owner };
}
