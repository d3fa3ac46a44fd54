import { useTranslation } from 'react-i18next';
import { UsersIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { WarningCard } from './warning-card.tsx';

export function NoGroupCard() {
  const { t } = useTranslation('dashboard');
  return (
    <WarningCard
      icon={UsersIcon}
      title={t('noGroup.title')}
      action={
        <Button asChild>
          <Link to="/groups">{t('noGroup.browse')}</Link>
        </Button>
      }
    >
      <p>{t('noGroup.text')}</p>
    </WarningCard>
  );
}
