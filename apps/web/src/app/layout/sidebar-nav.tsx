import { NavLink } from 'react-router';
import { cn } from '@/lib/utils.ts';
import type { NavItem } from './nav-items.ts';
import { NavTooltip } from './nav-tooltip.tsx';

export function SidebarNav({
  items,
  collapsed,
  onNavigate,
}: {
  items: NavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label="Main" className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="grid gap-1">
        {items.map(({ to, label, icon: Icon }) => {
          const link = (
            <NavLink
              to={to}
              onClick={onNavigate}
              aria-label={collapsed ? label : undefined}
              // A plain string (not NavLink's function form) so the tooltip trigger can merge it;
              // NavLink marks the current screen with aria-current="page".
              className={cn(
                'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-sidebar-foreground outline-none hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-[current=page]:bg-sidebar-accent aria-[current=page]:text-sidebar-accent-foreground',
                collapsed && 'justify-center px-0',
              )}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              {collapsed ? null : <span className="truncate">{label}</span>}
            </NavLink>
          );
          return (
            <li key={to}>{collapsed ? <NavTooltip label={label}>{link}</NavTooltip> : link}</li>
          );
        })}
      </ul>
    </nav>
  );
}
