import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('common');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <SheetTitle className="sr-only">{t('shell.navigation')}</SheetTitle>
        <SheetDescription className="sr-only">{t('shell.navigationDescription')}</SheetDescription>
        <SidebarContent collapsed={false} onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
