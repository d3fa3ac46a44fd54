import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip.tsx';
import { cn } from '@/lib/utils.ts';
import type { NavItem } from './nav-items.ts';
import { NAV_LABELS } from './nav-labels.ts';

export function SidebarNav({
  items,
  collapsed,
  onNavigate,
}: {
  items: NavItem[];
  collapsed: boolean;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation('common');
  return (
    <nav aria-label={t('shell.main')} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="grid gap-1">
        {items.map(({ to, label: name, icon: Icon }) => {
          const label = t(NAV_LABELS[name]);
          const link = (
            <NavLink
              to={to}
              onClick={onNavigate}
              aria-label={collapsed ? label : undefined}
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
            <li key={to}>
              {collapsed ? (
                // Only a visual aid: the link's aria-label names it for screen readers.
                <Tooltip>
                  <TooltipTrigger asChild>{link}</TooltipTrigger>
                  <TooltipContent side="right">{label}</TooltipContent>
                </Tooltip>
              ) : (
                link
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
