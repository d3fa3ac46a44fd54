import type { UserProfile } from '@budget/contract';
import { LogOutIcon, SettingsIcon, UserIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu.tsx';
import { useLogout } from './use-logout.ts';

/**
 * The user menu itself, loaded when the user reaches for its button (user-menu.tsx), so the
 * menu and its positioning code are not part of every signed-in screen's first download.
 */
export default function UserMenuDropdown({
  user,
  name,
  collapsed,
  onNavigate,
  triggerClassName,
  openAtStart,
  focusAtStart,
  children,
}: {
  user: UserProfile;
  name: string;
  collapsed: boolean;
  onNavigate?: () => void;
  triggerClassName: string;
  /** The button was clicked before this code had loaded. */
  openAtStart: boolean;
  /** The stand-in button had the keyboard focus; the real one takes it over. */
  focusAtStart: boolean;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const { logout } = useLogout();
  const trigger = useRef<HTMLButtonElement>(null);
  const takeFocus = useRef(focusAtStart);

  useEffect(() => {
    // Opened at once, the menu takes the focus itself.
    if (takeFocus.current && !openAtStart) trigger.current?.focus();
  }, [openAtStart]);

  function go(path: string) {
    onNavigate?.();
    void navigate(path);
  }

  return (
    <DropdownMenu defaultOpen={openAtStart}>
      <DropdownMenuTrigger
        ref={trigger}
        data-testid="user-menu-trigger"
        className={triggerClassName}
      >
        {children}
      </DropdownMenuTrigger>
      <DropdownMenuContent side={collapsed ? 'right' : 'top'} align="start" className="w-60">
        <DropdownMenuLabel className="grid leading-tight">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => go('/user-profile')}>
          <UserIcon />
          Profile
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => go('/settings')}>
          <SettingsIcon />
          Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => void logout()}>
          <LogOutIcon />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
