import { registerSW } from 'virtual:pwa-register';
import { updateReadyMessage, updateReloadLabel } from '@/lib/offline/messages.ts';
import { toast } from '@/lib/toast.ts';

/**
 * Registers the service worker (apps/web/pwa.ts). A new version waits: the user is offered
 * 'Reload to update' and the page reloads only when asked, never in the middle of what they do.
 */
export function registerWorker(): void {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const update = registerSW({
    immediate: true,
    onNeedRefresh() {
      toast(updateReadyMessage(), {
        id: 'app-update',
        duration: Infinity,
        action: { label: updateReloadLabel(), onClick: () => void update(true) },
      });
    },
  });
}
