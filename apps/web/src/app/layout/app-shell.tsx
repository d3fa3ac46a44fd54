import { MenuIcon, WalletIcon } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { TooltipProvider } from '@/components/ui/tooltip.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { usePreferences, usePreferencesSync } from '@/lib/preferences/use-preferences.ts';
import { cn } from '@/lib/utils.ts';
import { OfflineMarker } from '../pwa/offline-marker.tsx';
import { SidebarContent } from './sidebar.tsx';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

const NavigationDrawer = lazy(() => import('./navigation-drawer.tsx'));

/**
 * Sidebar (64 px collapsed, 256 px expanded) beside the screen; a drawer under 768 px. The screen
 * is the route's, or `children` where no route has one (an unknown path).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  usePreferencesSync();
  // Amounts and dates are written for the chosen locale and date format: a new one redraws the
  // screen.
  const { locale, dateFormat } = usePreferences();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer's code loads at the first tap and stays mounted after, for its closing animation.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const { t } = useTranslation('common');

  return (
    <TooltipProvider>
      <div className={cn('min-h-dvh', !isMobile && 'flex')}>
        {isMobile ? (
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur">
            <Button
              ref={menuButton}
              variant="ghost"
              size="icon"
              aria-label={t('shell.openNavigation')}
              aria-haspopup="dialog"
              aria-expanded={drawerOpen}
              onClick={() => {
                setDrawerUsed(true);
                setDrawerOpen(true);
              }}
            >
              <MenuIcon className="size-5" />
            </Button>
            {drawerUsed ? (
              <Suspense fallback={null}>
                <NavigationDrawer
                  open={drawerOpen}
                  onOpenChange={setDrawerOpen}
                  returnFocusTo={menuButton}
                />
              </Suspense>
            ) : null}
            <Link
              to="/dashboard"
              className="flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
                <WalletIcon className="size-4" aria-hidden="true" />
              </span>
              {t('app.name')}
            </Link>
          </header>
        ) : (
          <aside
            aria-label={t('shell.sidebar')}
            data-collapsed={collapsed}
            className={cn(
              // Sticky rather than fixed: the column keeps its place in the layout, so the content
              // needs no matching padding and full-page captures show the page as it is.
              'sticky top-0 z-30 h-dvh shrink-0 border-r border-sidebar-border bg-sidebar transition-[width] duration-200',
              collapsed ? 'w-16' : 'w-64',
            )}
          >
            <SidebarContent
              collapsed={collapsed}
              onToggleCollapsed={() => setCollapsed(!collapsed)}
            />
          </aside>
        )}
        <div className="min-w-0 flex-1">
          <OfflineMarker />
          <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
            {children ?? <Outlet key={`${locale ?? 'browser'}|${dateFormat}`} />}
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
