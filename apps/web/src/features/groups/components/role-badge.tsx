import type { MemberRole } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils.ts';
import { ROLE_PRESENTATION } from '../roles.ts';

/** The role's icon in its colour; decorative, the role's name always stands next to it. */
export function RoleIcon({ role, className }: { role: MemberRole; className?: string }) {
  const { icon: Icon, className: color } = ROLE_PRESENTATION[role];
  return <Icon className={cn('size-4 shrink-0', color, className)} aria-hidden="true" />;
}

/** A member's role as a coloured badge: crown Owner, group Member, eye Viewer. */
export function RoleBadge({ role, className }: { role: MemberRole; className?: string }) {
  const { t } = useTranslation('groups');
  const { label, badgeClassName } = ROLE_PRESENTATION[role];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        badgeClassName,
        className,
      )}
    >
      <RoleIcon role={role} className="size-3.5 text-current" />
      {t(label)}
    </span>
  );
}
