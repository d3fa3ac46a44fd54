import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils.ts';
import { roleBadge } from '../account-roles.ts';

/** The user's role in the account's group, as the groups screen marks it. */
export function RoleBadge({ role, className }: { role: number; className?: string }) {
  const { t } = useTranslation('accounts');
  const { label, icon: Icon, className: look } = roleBadge(role);
  return (
    <span
      className={cn(
        'inline-flex h-6 shrink-0 items-center gap-1 rounded-full border px-2 text-xs font-medium',
        look,
        className,
      )}
      data-testid="account-role"
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {t(label)}
    </span>
  );
}
