import { MailIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ExternalToast } from 'sonner';
import { useResendVerification } from '@/lib/use-resend-verification.ts';
import { Button, type ButtonProps } from './ui/button.tsx';
import { Spinner } from './ui/spinner.tsx';

/** Sends the activation mail again; then waits 60 s, counting the seconds down on the button. */
export function ResendVerificationButton({
  email,
  toastOptions,
  variant = 'outline',
  size,
  className,
  showIcon = true,
}: {
  email: string | null | undefined;
  toastOptions?: ExternalToast;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  className?: string;
  showIcon?: boolean;
}) {
  const { resend, isSending, secondsLeft, isCoolingDown } = useResendVerification(
    email,
    toastOptions,
  );
  const { t } = useTranslation('common');
  return (
    <Button
      type="button"
      variant={variant}
      size={size}
      className={className}
      onClick={resend}
      disabled={isSending || isCoolingDown}
    >
      {isSending ? <Spinner /> : showIcon ? <MailIcon /> : null}
      {isCoolingDown ? t('resend.wait', { count: secondsLeft }) : t('resend.label')}
    </Button>
  );
}
