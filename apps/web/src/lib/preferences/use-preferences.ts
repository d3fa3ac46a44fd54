import type { Preferences } from '@budget/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { preferencesQueryOptions } from '../api/get-preferences.ts';
import { useSession } from '../session/use-session.ts';
import { setThemePreference } from '../theme.ts';
import { applyPreferences, useAppliedPreferences } from './preferences-store.ts';

/**
 * Loads the signed-in user's preferences and applies them: the theme at once, the locale, week
 * start and display currency wherever they are read. Mounted once, in the application shell.
 */
export function usePreferencesSync(): void {
  const { user } = useSession();
  const query = useQuery({ ...preferencesQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  useEffect(() => {
    if (!query.data) return;
    applyPreferences(query.data);
    setThemePreference(query.data.theme);
  }, [query.data]);
}

/** The preferences in effect (the user's, or this browser's copy until they are loaded). */
export function usePreferences(): Preferences {
  return useAppliedPreferences();
}
