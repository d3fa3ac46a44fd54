import { BOOT_DATA_ELEMENT_ID, type BootData } from '@budget/contract';
import type { QueryClient } from '@tanstack/react-query';
import { applyPreferences } from '../preferences/preferences-store.ts';
import { groupKeys, preferenceKeys, sessionKeys } from '../query-keys.ts';

/**
 * The data the server wrote into the page for a signed-in visitor (docs/decisions.md, 'Accounts and
 * sessions'), read once: the element is removed, so a later start (after signing out and in again)
 * asks the server as usual. Undefined when the page carries none (signed out, or served by the
 * development server) or when it cannot be read.
 */
export function takeBootData(doc: Document = document): BootData | undefined {
  const element = doc.getElementById(BOOT_DATA_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    const data = JSON.parse(element.textContent ?? '') as BootData | null;
    return data?.user ? data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Puts the page's answers where the session check, the profile, the preferences and the group
 * list would have put theirs, so the first screen draws without asking for them. The preferences
 * apply at once: the first screen is written in the user's locale and currency, and asks for
 * amounts in the currency its calls were started with (app/first-screen.ts).
 */
export function seedBootData(queryClient: QueryClient, data: BootData): void {
  queryClient.setQueryData(sessionKeys.current(), data.user);
  queryClient.setQueryData(preferenceKeys.current(data.user.id), data.preferences);
  if (data.groups) queryClient.setQueryData(groupKeys.list(data.user.id), data.groups);
  applyPreferences(data.preferences);
}
