import { useTranslation } from 'react-i18next';
import type { ExternalToast } from 'sonner';
import { toast } from './toast.ts';
import { useCooldown } from '@/hooks/use-cooldown.ts';
import { useResendActivationEmailMutation } from './api/resend-activation-email.ts';

/** The server allows one resend per address per minute. */
export const RESEND_COOLDOWN_SECONDS = 60;

/**
 * Resending the verification mail, shared by the login screen, the dashboard and the profile:
 * the call, its toasts, and a 60 s countdown that starts after a successful send.
 */
export function useResendVerification(
  email: string | null | undefined,
  toastOptions?: ExternalToast,
) {
  const { t } = useTranslation('common');
  const address = email?.trim().toLowerCase() ?? '';
  const cooldown = useCooldown(`resend-verification:${address}`, RESEND_COOLDOWN_SECONDS);
  const mutation = useResendActivationEmailMutation({
    message: t('resend.failed'),
    toast: toastOptions,
  });

  function resend() {
    if (!address) {
      toast.error(t('resend.noEmail'), toastOptions);
      return;
    }
    mutation.mutate(address, {
      onSuccess: () => {
        cooldown.start();
        toast.success(t('resend.sent'), toastOptions);
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
