import { MenuIcon, WalletIcon } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { TooltipProvider } from '@/components/ui/tooltip.tsx';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
} from '@/components/ui/sheet.tsx';
import { useIsMobile } from '@/hooks/use-media-query.ts';
import { usePreferences, usePreferencesSync } from '@/lib/preferences/use-preferences.ts';
import { cn } from '@/lib/utils.ts';
import { SidebarContent } from './sidebar.tsx';
import { useSidebarCollapsed } from './use-sidebar-collapsed.ts';

/** Sidebar (64 px collapsed, 256 px expanded) beside the screen; a drawer under 768 px. */
export function AppShell() {
  usePreferencesSync();
  // Amounts and dates are written for the chosen locale: a new one redraws the screen.
  const { locale } = usePreferences();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useSidebarCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <TooltipProvider delayDuration={300}>
      <div className={cn('min-h-dvh', !isMobile && 'flex')}>
        {isMobile ? (
          <header className="sticky top-0 z-30 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur">
            <Sheet open={drawerOpen} onOpenChange={setDrawerOpen}>
              <SheetTrigger asChild>
                <Button variant="ghost" size="icon" aria-label="Open navigation">
                  <MenuIcon className="size-5" />
                </Button>
              </SheetTrigger>
              <SheetContent>
                <SheetTitle className="sr-only">Navigation</SheetTitle>
                <SheetDescription className="sr-only">
                  Links to the screens of Budget App
                </SheetDescription>
                <SidebarContent collapsed={false} onNavigate={() => setDrawerOpen(false)} />
              </SheetContent>
            </Sheet>
            <Link
              to="/dashboard"
              className="flex items-center gap-2 rounded-md font-semibold outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
            >
              <span className="flex size-7 items-center justify-center rounded-md bg-primary text-primary-foreground">
                <WalletIcon className="size-4" aria-hidden="true" />
              </span>
              Budget App
            </Link>
          </header>
        ) : (
          <aside
            aria-label="Sidebar"
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
          <main className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-10 lg:py-10">
            <Outlet key={locale ?? 'browser'} />
          </main>
        </div>
      </div>
    </TooltipProvider>
  );
}
