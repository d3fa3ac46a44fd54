// Without zod, which must first load after the page's inline script (lib/zod-jitless.test.tsx).
import { languageOf, type Language } from '@budget/contract/preference-values';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@/locales/en/index.ts';
import { pointManifestAt } from './manifest-link.ts';

/**
 * The interface's texts (docs/decisions.md, 'Languages'): i18next with flat keys per namespace
 * (one per feature, 'common' for the shell and shared pieces). English is built in, as the
 * first screen and the prerendered pages are drawn in it; Polish is downloaded when chosen.
 * Plurals use i18next's suffixes (`_one`, `_few`, `_many`, `_other`), chosen by the runtime's
 * ICU plural rules (Intl.PluralRules).
 */
void i18next.use(initReactI18next).init({
  lng: 'en',
  fallbackLng: 'en',
  resources: { en },
  defaultNS: 'common',
  ns: Object.keys(en),
  // Flat keys: a key may hold '.' or ':' (the 'validation' namespace's keys are messages).
  keySeparator: false,
  nsSeparator: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
  react: { useSuspense: false },
});

export { i18next };

/** The contract's and server's messages in Polish, once Polish is loaded. */
let polishMessage: ((message: string) => string) | undefined;

/** Polish's texts, in their own chunk. */
async function load(language: Language): Promise<void> {
  if (language === 'en' || i18next.hasResourceBundle(language, 'common')) return;
  const { pl, translateMessagePl } = await import('@/locales/pl/index.ts');
  for (const [namespace, texts] of Object.entries(pl)) {
    i18next.addResourceBundle(language, namespace, texts, true, true);
  }
  polishMessage = translateMessagePl;
}

/** The browser's own language, where the interface is written in it. */
export function browserLanguage(): Language {
  if (typeof navigator === 'undefined') return 'en';
  return languageOf(navigator.languages.length > 0 ? navigator.languages : [navigator.language]);
}

/** Shows the interface in `language` from now on, its texts downloaded first. */
export async function setLanguage(language: Language): Promise<void> {
  await load(language);
  if (i18next.language !== language) await i18next.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  pointManifestAt(language);
}

/** The language the interface is shown in now. */
export function currentLanguage(): Language {
  return i18next.language === 'pl' ? 'pl' : 'en';
}

/**
 * A message written in English by the contract or the server (a field's check, an error's
 * text), in the interface's language where it has a translation, else as it came.
 */
export function translateMessage(message: string): string {
  return currentLanguage() === 'pl' && polishMessage ? polishMessage(message) : message;
}
