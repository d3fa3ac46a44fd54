import type { UserProfile } from '@budget/contract';
import { ChevronsUpDownIcon } from 'lucide-react';
import { useState } from 'react';
import { LetterAvatar } from '@/components/ui/avatar.tsx';
import { displayNameOf, initialOf } from '@/lib/display-name.ts';
import { onDemand, useOnDemand } from '@/lib/on-demand.ts';
import { cn } from '@/lib/utils.ts';

const dropdown = onDemand(() => import('./user-menu-dropdown.tsx'));

/**
 * The user block at the sidebar's foot, opening Profile, Settings and Logout. Until the user
 * points at it, focuses it or clicks it, a stand-in button of the same look is drawn; then the
 * menu's code loads (user-menu-dropdown.tsx) and replaces it, opened if it was clicked.
 */
export function UserMenu({
  user,
  collapsed,
  onNavigate,
}: {
  user: UserProfile;
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const [wanted, setWanted] = useState(false);
  const [clicked, setClicked] = useState(false);
  const [focused, setFocused] = useState(false);
  // The stand-in stays on screen (and focused) while the code loads.
  const ready = useOnDemand(dropdown, wanted);
  const load = () => setWanted(true);
  const name = displayNameOf(user);
  const triggerClassName = cn(
    'flex w-full items-center gap-3 rounded-lg p-2 text-left outline-none hover:bg-sidebar-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-sidebar-accent',
    collapsed && 'justify-center',
  );
  const face = (
    <>
      <LetterAvatar letter={initialOf(name)} />
      <span className={cn('grid min-w-0 flex-1 leading-tight', collapsed && 'sr-only')}>
        <span className="truncate text-sm font-medium" data-testid="user-display-name">
          {name}
        </span>
        <span className="truncate text-xs text-muted-foreground">{user.email}</span>
      </span>
      <span className="sr-only">Open user menu</span>
      {collapsed ? null : (
        <ChevronsUpDownIcon className="size-4 text-muted-foreground" aria-hidden="true" />
      )}
    </>
  );
  const standIn = (
    <button
      type="button"
      data-testid="user-menu-trigger"
      aria-haspopup="menu"
      aria-expanded={false}
      className={triggerClassName}
      onPointerEnter={load}
      onFocus={() => {
        setFocused(true);
        load();
      }}
      onBlur={() => setFocused(false)}
      onClick={() => {
        setClicked(true);
        load();
      }}
    >
      {face}
    </button>
  );

  return ready ? (
    <dropdown.Component
      user={user}
      name={name}
      collapsed={collapsed}
      onNavigate={onNavigate}
      triggerClassName={triggerClassName}
      openAtStart={clicked}
      focusAtStart={focused}
    >
      {face}
    </dropdown.Component>
  ) : (
    standIn
  );
}
