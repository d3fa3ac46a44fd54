import { DEFAULT_PREFERENCES, isPreferences, type Preferences } from '@budget/contract';
import { useSyncExternalStore } from 'react';
import { browserLanguage, setLanguage } from '../i18n/i18n.ts';

/**
 * The preferences this browser applies: the user's stored ones once loaded, and until then the
 * copy kept from the last visit (so dates, numbers and the calendar look right from the first
 * paint). Formatting reads them through `currentLocale()`; components subscribe with hooks.
 */
const STORAGE_KEY = 'budget-app.preferences';
const listeners = new Set<() => void>();

function readCached(): Preferences {
  try {
    const stored: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null');
    // A copy kept before a preference existed takes that preference's default.
    const copy: unknown =
      typeof stored === 'object' && stored !== null
        ? { ...DEFAULT_PREFERENCES, ...stored }
        : stored;
    return isPreferences(copy) ? copy : DEFAULT_PREFERENCES;
  } catch {
    // Storage can be blocked or hold something else; the defaults then apply.
    return DEFAULT_PREFERENCES;
  }
}

let current: Preferences = typeof window === 'undefined' ? DEFAULT_PREFERENCES : readCached();

export function currentPreferences(): Preferences {
  return current;
}

/** The locale dates and numbers are written in: the chosen one, else the browser's. */
export function currentLocale(): string | undefined {
  return current.locale ?? undefined;
}

/** The interface's language: the chosen one, else the browser's. */
export function preferredLanguage(preferences = current) {
  return preferences.language ?? browserLanguage();
}

/** Applies preferences now and keeps them for the next visit. */
export function applyPreferences(preferences: Preferences): void {
  const changed = JSON.stringify(preferences) !== JSON.stringify(current);
  current = preferences;
  // Redrawn when its texts are in: every text on screen switches at once, without a reload.
  void setLanguage(preferredLanguage(preferences));
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(preferences));
  } catch {
    // Not kept for the next visit, but applied for this one.
  }
  if (changed) for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The applied preferences; re-renders when they change. */
export function useAppliedPreferences(): Preferences {
  return useSyncExternalStore(subscribe, currentPreferences, currentPreferences);
}
