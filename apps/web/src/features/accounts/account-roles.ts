import { MemberRole } from '@budget/contract';
import { CrownIcon, EyeIcon, UsersIcon, type LucideIcon } from 'lucide-react';
import { i18next } from '@/lib/i18n/i18n.ts';

export interface RoleBadgeLook {
  /** The role's name, a key of the 'accounts' texts. */
  label: 'role.owner' | 'role.member' | 'role.viewer';
  icon: LucideIcon;
  /** Border, background and text in the role's hue, readable in light and dark. */
  className: string;
}

/** The same marks as the groups screen: crown (yellow) Owner, group (blue) Member, eye (grey) Viewer. */
export const ROLE_BADGES: Record<MemberRole, RoleBadgeLook> = {
  [MemberRole.Owner]: {
    label: 'role.owner',
    icon: CrownIcon,
    className:
      'border-yellow-300 bg-yellow-50 text-yellow-800 dark:border-yellow-700 dark:bg-yellow-950 dark:text-yellow-200',
  },
  [MemberRole.Member]: {
    label: 'role.member',
    icon: UsersIcon,
    className:
      'border-blue-300 bg-blue-50 text-blue-800 dark:border-blue-700 dark:bg-blue-950 dark:text-blue-200',
  },
  [MemberRole.Viewer]: {
    label: 'role.viewer',
    icon: EyeIcon,
    className:
      'border-gray-300 bg-gray-50 text-gray-700 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-300',
  },
};

/** A role the screen does not know (a newer server) reads as the most restricted one. */
export function roleBadge(role: number): RoleBadgeLook {
  return ROLE_BADGES[role as MemberRole] ?? ROLE_BADGES[MemberRole.Viewer];
}

/** The role's name in the interface's language. */
export function roleName(role: number): string {
  return i18next.t(roleBadge(role).label, { ns: 'accounts' });
}
