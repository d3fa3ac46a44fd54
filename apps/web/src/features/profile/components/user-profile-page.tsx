import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { ChangePasswordCard } from './change-password-card.tsx';
import { DeleteAccountCard } from './delete-account-card.tsx';
import { EmailStatusBanner } from './email-status-banner.tsx';
import { ProfileInfoCard } from './profile-info-card.tsx';

export function UserProfilePage() {
  const { t } = useTranslation('profile');
  const { user } = useSession();
  // The guard renders this screen only for a signed-in user.
  if (!user) return null;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <EmailStatusBanner user={user} />
      <ProfileInfoCard user={user} />
      <ChangePasswordCard />
      <DeleteAccountCard />
    </div>
  );
}
