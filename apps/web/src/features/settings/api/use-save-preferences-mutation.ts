import type { Preferences } from '@budget/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client.ts';
import { applyPreferences, currentPreferences } from '@/lib/preferences/preferences-store.ts';
import { preferenceKeys } from '@/lib/query-keys.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { setThemePreference } from '@/lib/theme.ts';

/** PUT /users/me/preferences: all four preferences at once; answers them as stored. */
export function savePreferences(preferences: Preferences) {
  return apiClient.put('/users/me/preferences', { body: preferences });
}

function apply(preferences: Preferences) {
  applyPreferences(preferences);
  setThemePreference(preferences.theme);
}

/**
 * Applied at once (the theme repaints, amounts and dates redraw), then stored with the account;
 * a refused save puts the previous preferences back (the query client says why).
 */
export function useSavePreferencesMutation() {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const key = preferenceKeys.current(user?.id ?? '');
  return useMutation({
    mutationFn: savePreferences,
    onMutate: (next) => {
      const previous = currentPreferences();
      apply(next);
      queryClient.setQueryData(key, next);
      return { previous };
    },
    onError: (_error, _next, context) => {
      if (context) {
        apply(context.previous);
        queryClient.setQueryData(key, context.previous);
      }
    },
    onSuccess: (envelope) => {
      apply(envelope.data);
      queryClient.setQueryData(key, envelope.data);
    },
  });
}
