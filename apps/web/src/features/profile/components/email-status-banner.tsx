import type { UserProfile } from '@budget/contract';
import { MailCheckIcon, MailWarningIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ResendVerificationButton } from '@/components/resend-verification-button.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { AUTH_TOAST } from '@/lib/toast-options.ts';

export function EmailStatusBanner({ user }: { user: UserProfile }) {
  const { t } = useTranslation('profile');
  if (user.emailConfirmed) {
    return (
      <Alert variant="success" aria-label={t('email.label')}>
        <MailCheckIcon aria-hidden="true" />
        <AlertTitle>{t('email.confirmedTitle')}</AlertTitle>
        <AlertDescription>
          <p>{t('email.confirmedText', { email: user.email })}</p>
        </AlertDescription>
      </Alert>
    );
  }
  return (
    <Alert variant="warning" aria-label={t('email.label')}>
      <MailWarningIcon aria-hidden="true" />
      <AlertTitle>{t('email.unconfirmedTitle')}</AlertTitle>
      <AlertDescription>
        <p>{t('email.unconfirmedText', { email: user.email })}</p>
        <div>
          <ResendVerificationButton email={user.email} toastOptions={AUTH_TOAST} size="sm" />
        </div>
      </AlertDescription>
    </Alert>
  );
}
