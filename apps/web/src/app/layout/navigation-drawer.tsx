import type { RefObject } from 'react';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet.tsx';
import { SidebarContent } from './sidebar.tsx';

/**
 * The phone's navigation drawer, loaded at the first tap on its button (app-shell.tsx): the
 * dialog code it needs is then not part of every signed-in screen's first download. Closing
 * it gives the focus back to that button, which lives outside this code.
 */
export default function NavigationDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">Navigation</SheetTitle>
        <SheetDescription className="sr-only">Links to the screens of Budget App</SheetDescription>
        <SidebarContent collapsed={false} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
