import { useTranslation } from 'react-i18next';
import { MailWarningIcon } from 'lucide-react';
import { ResendVerificationButton } from '@/components/resend-verification-button.tsx';
import { WarningCard } from './warning-card.tsx';

export function EmailNotConfirmedCard({ email }: { email: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <WarningCard
      icon={MailWarningIcon}
      title={t('email.title')}
      action={<ResendVerificationButton email={email} className="bg-card" />}
    >
      <p>{t('email.text', { email })}</p>
      <p>{t('email.spam')}</p>
    </WarningCard>
  );
}
