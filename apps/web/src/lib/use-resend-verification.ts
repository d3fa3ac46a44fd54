import type { ExternalToast } from 'sonner';
import { toast } from './toast.ts';
import { useCooldown } from '@/hooks/use-cooldown.ts';
import { useResendActivationEmailMutation } from './api/resend-activation-email.ts';

/** The server allows one resend per address per minute. */
export const RESEND_COOLDOWN_SECONDS = 60;

export const RESEND_MESSAGES = {
  success: 'Verification email resent. Please check your inbox.',
  failure: 'Failed to resend verification email. Please try again later.',
  noEmail: 'User email not found.',
} as const;

/**
 * Resending the verification mail, shared by the login screen, the dashboard and the profile:
 * the call, its toasts, and a 60 s countdown that starts after a successful send.
 */
export function useResendVerification(
  email: string | null | undefined,
  toastOptions?: ExternalToast,
) {
  const address = email?.trim().toLowerCase() ?? '';
  const cooldown = useCooldown(`resend-verification:${address}`, RESEND_COOLDOWN_SECONDS);
  const mutation = useResendActivationEmailMutation({
    message: RESEND_MESSAGES.failure,
    toast: toastOptions,
  });

  function resend() {
    if (!address) {
      toast.error(RESEND_MESSAGES.noEmail, toastOptions);
      return;
    }
    mutation.mutate(address, {
      onSuccess: () => {
        cooldown.start();
        toast.success(RESEND_MESSAGES.success, toastOptions);
      },
    });
  }

  return {
    resend,
    isSending: mutation.isPending,
    secondsLeft: cooldown.secondsLeft,
    isCoolingDown: cooldown.isCoolingDown,
  };
}
