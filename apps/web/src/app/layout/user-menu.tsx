import type { UserProfile } from '@budget/contract';
import { ChevronsUpDownIcon, LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LetterAvatar } from '@/components/ui/avatar.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { displayNameOf, initialOf } from '@/lib/display-name.ts';
import { cn } from '@/lib/utils.ts';
import { useLogout } from './use-logout.ts';

/** The user block at the sidebar's foot, opening Profile, Settings and Logout. */
export function UserMenu({
  user,
  collapsed,
  onNavigate,
}: {
  user: UserProfile;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const navigate = useNavigate();
  const { logout } = useLogout();
  const name = displayNameOf(user);
  const { t } = useTranslation('common');

  function go(path: string) {
    onNavigate?.();
    void navigate(path);
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="user-menu-trigger"
        className={cn(
          'flex w-full items-center gap-3 rounded-lg p-2 text-left outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-sidebar-accent',
          collapsed && 'justify-center',
        )}
      >
        <LetterAvatar letter={initialOf(name)} />
        <span className={cn('grid min-w-0 flex-1 leading-tight', collapsed && 'sr-only')}>
          <span className="truncate text-sm font-medium" data-testid="user-display-name">
            {name}
          </span>
          <span className="truncate text-xs text-muted-foreground">{user.email}</span>
        </span>
        <span className="sr-only">{t('userMenu.open')}</span>
        {collapsed ? null : (
          <ChevronsUpDownIcon className="size-4 text-muted-foreground" aria-hidden="true" />
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent side={collapsed ? 'right' : 'top'} align="start" className="w-60">
        <DropdownMenuLabel className="grid leading-tight">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => go('/user-profile')}>
          <UserIcon />
          {t('userMenu.profile')}
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => go('/settings')}>
          <SettingsIcon />
          {t('userMenu.settings')}
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
          <LogOutIcon />
          {t('userMenu.logout')}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
