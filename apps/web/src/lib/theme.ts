import { useCallback, useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';

const STORAGE_KEY = 'budget-app.theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

export function readThemePreference(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(STORAGE_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    // Storage can be blocked (private modes, policies); the system theme is then the answer.
    return 'system';
  }
}

/** Puts the 'dark' class on <html> for the stored preference; runs before the first render. */
export function applyTheme(preference: ThemePreference = readThemePreference()): void {
  const dark =
    preference === 'dark' || (preference === 'system' && window.matchMedia(DARK_QUERY).matches);
  document.documentElement.classList.toggle('dark', dark);
  document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  applyThemeColor(preference);
}

/** The page's background in each theme (index.css), as index.html's theme-color names them. */
const THEME_COLORS = { light: '#f9fafb', dark: '#0c0f16' } as const;

/**
 * The browser's bars take the chosen theme's colour: index.html gives each system scheme its own,
 * which a theme chosen in Settings overrides (docs/decisions.md, 'Installable and offline').
 */
function applyThemeColor(preference: ThemePreference): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    const scheme = meta.getAttribute('media')?.includes('dark') ? 'dark' : 'light';
    meta.content = THEME_COLORS[preference === 'system' ? scheme : preference];
  }
}

/** Follows the operating system's theme while the preference is 'system'. */
export function watchSystemTheme(): () => void {
  const list = window.matchMedia(DARK_QUERY);
  const onChange = () => {
    if (readThemePreference() === 'system') applyTheme('system');
  };
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

export function setThemePreference(preference: ThemePreference): void {
  try {
    if (preference === 'system') window.localStorage.removeItem(STORAGE_KEY);
    else window.localStorage.setItem(STORAGE_KEY, preference);
  } catch {
    // Not persisted, but still applied for this visit.
  }
  applyTheme(preference);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useThemePreference(): [ThemePreference, (value: ThemePreference) => void] {
  // A page drawn ahead (apps/web/prerender.ts) knows no stored choice: 'system' until hydrated.
  const preference = useSyncExternalStore(subscribe, readThemePreference, () => 'system' as const);
  const update = useCallback((value: ThemePreference) => setThemePreference(value), []);
  return [preference, update];
}
