import type { Preferences } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header.tsx';
import { usePreferences } from '@/lib/preferences/use-preferences.ts';
import { useSavePreferencesMutation } from '../api/use-save-preferences-mutation.ts';
import { AppearanceCard } from './appearance-card.tsx';
import { CurrencyCard } from './currency-card.tsx';
import { LanguageCard } from './language-card.tsx';
import { NotificationsCard } from './notifications-card.tsx';
import { RegionCard } from './region-card.tsx';

/**
 * Preferences kept with the account, so they follow the user to any browser; the user menu's
 * Settings opens this page. Each choice applies at once and is saved right away. Notifications,
 * last, are this device's own.
 */
export function SettingsPage() {
  const preferences = usePreferences();
  const save = useSavePreferencesMutation();
  const { t } = useTranslation('settings');
  const change = (next: Partial<Preferences>) => save.mutate({ ...preferences, ...next });
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-6">
      <PageHeader title={t('page.title')} description={t('page.description')} />
      <LanguageCard language={preferences.language} onChange={(language) => change({ language })} />
      <AppearanceCard theme={preferences.theme} onChange={(theme) => change({ theme })} />
      <CurrencyCard
        currency={preferences.displayCurrency}
        onChange={(displayCurrency) => change({ displayCurrency })}
      />
      <RegionCard
        locale={preferences.locale}
        dateFormat={preferences.dateFormat}
        weekStart={preferences.weekStart}
        displayCurrency={preferences.displayCurrency}
        onChange={change}
      />
      <NotificationsCard />
    </div>
  );
}
