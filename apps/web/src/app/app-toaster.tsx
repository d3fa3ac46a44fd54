import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { useThemePreference } from '@/lib/theme.ts';
import { TOASTER_DEFAULTS } from '@/lib/toast-options.ts';

/** The page's one toaster, in the app's theme (src/lib/toast.ts shows toasts in it). */
export function AppToaster() {
  const [theme] = useThemePreference();
  return (
    <Toaster
      theme={theme}
      position={TOASTER_DEFAULTS.position}
      duration={TOASTER_DEFAULTS.duration}
      visibleToasts={TOASTER_DEFAULTS.visibleToasts}
      style={{ '--width': `${TOASTER_DEFAULTS.width}px` } as CSSProperties}
      richColors
      // Said, not looked up: sonner reads the page's direction from its computed style, which
      // lays out the whole page in the middle of loading it.
      dir="ltr"
    />
  );
}
