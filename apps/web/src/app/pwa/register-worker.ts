import { registerSW } from 'virtual:pwa-register';
import { updateReadyMessage, updateReloadLabel } from '@/lib/offline/messages.ts';
import { toast } from '@/lib/toast.ts';

/**
 * A new version is waiting: offered with 'Reload to update', applied (and the page reloaded) only
 * when that is pressed, never in the middle of what the user does.
 */
export function offerUpdate(update: (reloadPage: boolean) => Promise<void>): void {
  toast(updateReadyMessage(), {
    id: 'app-update',
    duration: Infinity,
    action: { label: updateReloadLabel(), onClick: () => void update(true) },
  });
}

/** Registers the service worker (apps/web/pwa.ts) in a build. */
export function registerWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const update = registerSW({ immediate: true, onNeedRefresh: () => offerUpdate(update) });
}
