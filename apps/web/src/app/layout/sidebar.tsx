import { PanelLeftCloseIcon, PanelLeftOpenIcon, WalletIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Separator } from '@/components/ui/separator.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { useGroupMembership } from '@/lib/use-group-membership.ts';
import { cn } from '@/lib/utils.ts';
import { visibleNavItems } from './nav-items.ts';
import { SidebarNav } from './sidebar-nav.tsx';
import { UserMenu } from './user-menu.tsx';
import { VersionInfo } from './version-info.tsx';

/**
 * The sidebar's content, shared by the desktop column and the mobile drawer. Without
 * onToggleCollapsed (the drawer) there is no collapse button.
 */
export function SidebarContent({
  collapsed,
  onToggleCollapsed,
  onNavigate,
}: {
  collapsed: boolean;
  onToggleCollapsed?: () => void;
  onNavigate?: () => void;
}) {
  const { user } = useSession();
  const { t } = useTranslation('common');
  const { hasGroups } = useGroupMembership();
  const isActive = user?.isActive ?? false;
  // Recomputed whenever the user or their group membership changes.
  const items = useMemo(() => visibleNavItems({ isActive, hasGroups }), [isActive, hasGroups]);

  return (
    <div className="flex h-full flex-col">
      <div
        className={cn(
          'flex h-16 items-center gap-2 px-3',
          collapsed && 'flex-col justify-center gap-1 px-2 h-auto py-3',
        )}
      >
        <Link
          to="/dashboard"
          onClick={onNavigate}
          aria-label={collapsed ? t('app.name') : undefined}
          className="flex min-w-0 flex-1 items-center gap-2 rounded-md px-1 py-1 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground shadow-sm">
            <WalletIcon className="size-4" aria-hidden="true" />
          </span>
          {collapsed ? null : (
            <span className="truncate text-base font-semibold tracking-tight">{t('app.name')}</span>
          )}
        </Link>
        {onToggleCollapsed ? (
          <Button
            variant="ghost"
            size="icon-sm"
            onClick={onToggleCollapsed}
            aria-label={t(collapsed ? 'shell.expandSidebar' : 'shell.collapseSidebar')}
            aria-expanded={!collapsed}
            className="text-muted-foreground"
          >
            {collapsed ? <PanelLeftOpenIcon /> : <PanelLeftCloseIcon />}
          </Button>
        ) : null}
      </div>
      <Separator />
      <SidebarNav items={items} collapsed={collapsed} onNavigate={onNavigate} />
      <div className="grid gap-3 border-t border-sidebar-border p-3">
        {collapsed ? null : <VersionInfo />}
        {user ? <UserMenu user={user} collapsed={collapsed} onNavigate={onNavigate} /> : null}
      </div>
    </div>
  );
}
