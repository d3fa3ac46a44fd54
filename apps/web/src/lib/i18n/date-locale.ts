import type { Language } from '@budget/contract';
import type { Locale } from 'date-fns';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { i18next } from './i18n.ts';

/**
 * date-fns's words (month and weekday names) of each language but English, which date-fns and
 * the calendar have built in: downloaded when the language is chosen, so English pays nothing.
 */
const LOADERS: Partial<Record<Language, () => Promise<Locale>>> = {
  pl: async () => (await import('date-fns/locale/pl')).pl,
};

const loaded = new Map<string, Locale>();
const loading = new Set<string>();
const listeners = new Set<() => void>();

function load(language: string): void {
  const loader = LOADERS[language as Language];
  if (!loader || loaded.has(language) || loading.has(language)) return;
  loading.add(language);
  void loader()
    .then((locale) => {
      loaded.set(language, locale);
      for (const listener of listeners) listener();
    })
    .finally(() => loading.delete(language));
}

// Fetched as soon as the language is, so a calendar opened later has it at once.
i18next.on('languageChanged', load);
load(i18next.language);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * date-fns's locale of the interface's language for the calendar's names, once downloaded;
 * undefined for English (date-fns's default) and until then.
 */
export function useDateLocale(): Locale | undefined {
  const { i18n } = useTranslation();
  const language = i18n.language;
  useEffect(() => load(language), [language]);
  return useSyncExternalStore(
    subscribe,
    () => loaded.get(language),
    () => undefined,
  );
}
