import type { ReactNode } from 'react';
import type * as Sonner from 'sonner';

/**
 * Toasts, with sonner loaded on demand: it is about a tenth of the first download, and most
 * pages show no toast until the user acts. A toast asked for before sonner has loaded is shown
 * once it has (sonner's toaster replays the toasts created before it subscribed), and the
 * toaster itself mounts when the page is idle or at the first toast (app-toaster.tsx).
 */
type Kind = 'success' | 'error' | 'warning';

let library: Promise<typeof Sonner> | undefined;
let toasterWanted = false;
const listeners = new Set<() => void>();

export function loadToastLibrary(): Promise<typeof Sonner> {
  return (library ??= import('sonner'));
}

/** Asks the toaster to mount (once); app-toaster.tsx listens. */
export function requestToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

export function isToasterRequested(): boolean {
  return toasterWanted;
}

export function onToasterRequest(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: ReactNode, options?: Sonner.ExternalToast): void {
  requestToaster();
  void loadToastLibrary().then(({ toast }) => toast[kind](message, options));
}

export const toast = {
  success: (message: ReactNode, options?: Sonner.ExternalToast) =>
    show('success', message, options),
  error: (message: ReactNode, options?: Sonner.ExternalToast) => show('error', message, options),
  warning: (message: ReactNode, options?: Sonner.ExternalToast) =>
    show('warning', message, options),
};
