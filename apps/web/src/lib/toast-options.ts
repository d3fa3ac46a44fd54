import type { ExternalToast } from 'sonner';

/** App-wide toast defaults: bottom-right, 4 s, three at a time, 356 px wide. */
export const TOASTER_DEFAULTS = {
  position: 'bottom-right',
  duration: 4000,
  visibleToasts: 3,
  width: 356,
} as const;

/** Sign-in, account and profile screens show their toasts at the top centre for 3 s. */
export const AUTH_TOAST: ExternalToast = {
  position: 'top-center',
  duration: 3000,
  closeButton: true,
};
