import { lazy, Suspense, useEffect, useSyncExternalStore, type CSSProperties } from 'react';
import { useThemePreference } from '@/lib/theme.ts';
import { TOASTER_DEFAULTS } from '@/lib/toast-options.ts';
import {
  isToasterRequested,
  loadToastLibrary,
  onToasterRequest,
  requestToaster,
} from '@/lib/toast.ts';

const Toaster = lazy(() => loadToastLibrary().then((library) => ({ default: library.Toaster })));

/** The toaster, mounted at the first toast or once the page is idle (src/lib/toast.ts). */
export function AppToaster() {
  const [theme] = useThemePreference();
  const requested = useSyncExternalStore(onToasterRequest, isToasterRequested);
  useEffect(() => {
    if (requested) return;
    // After the first screen has drawn, so its code and data go first on a slow network.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1500));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(requestToaster, { timeout: 4000 });
    return () => cancel(handle);
  }, [requested]);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
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
    </Suspense>
  );
}
