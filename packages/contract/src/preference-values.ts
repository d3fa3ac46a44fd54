// Preferences without zod: the web app reads its stored copy before its first paint, and its first
// screens should not load the schema library for it (the schema: preferences.ts).
import { Currency } from './currencies.ts';

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** First day of the week: Sunday (the calendar's default), Monday or Saturday. */
export const WeekStart = { Sunday: 0, Monday: 1, Saturday: 6 } as const;
export type WeekStart = (typeof WeekStart)[keyof typeof WeekStart];

/**
 * How a date is written and typed (date-fns pattern letters): the product's yyyy-MM-dd unless
 * the user chooses another. Numbers only, so any of them can be typed into a date field.
 */
export const DATE_FORMATS = ['yyyy-MM-dd', 'dd/MM/yyyy', 'MM/dd/yyyy', 'dd.MM.yyyy'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

/** A BCP 47 language tag such as 'en-US' or 'pl-PL', checked by the runtime that reads it. */
export const LOCALE = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/;

export function isLocale(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1;
  } catch {
    return false;
  }
}

/**
 * The languages the interface is written in: English (the product's texts, the default) and
 * Polish. A user who has not chosen one follows the browser's.
 */
export const LANGUAGES = ['en', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The first of the browser's languages the interface is written in, else English. */
export function languageOf(tags: readonly string[]): Language {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split(/[-_;]/)[0] as Language;
    if (LANGUAGES.includes(base)) return base;
  }
  return 'en';
}

/** A user's preferences, stored with the account so they follow it to any browser. */
export interface Preferences {
  theme: Theme;
  /** The currency totals are converted into. */
  displayCurrency: Currency;
  /** Numbers are written for this locale (month names follow the language); null: the browser's. */
  locale: string | null;
  /** Every date shown or typed is written this way. */
  dateFormat: DateFormat;
  weekStart: WeekStart;
  /** The interface's language; null: the browser's. */
  language: Language | null;
}

export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'system',
  displayCurrency: Currency.PLN,
  locale: null,
  dateFormat: 'yyyy-MM-dd',
  weekStart: WeekStart.Sunday,
  language: null,
};

/**
 * What preferencesSchema accepts, checked without zod: the web app reads its stored copy before
 * first paint, and its first screen should not load the schema library for it.
 */
export function isPreferences(value: unknown): value is Preferences {
  if (typeof value !== 'object' || value === null) return false;
  const { theme, displayCurrency, locale, dateFormat, weekStart, language } = value as Record<
    string,
    unknown
  >;
  return (
    THEMES.includes(theme as Theme) &&
    Object.values(Currency).includes(displayCurrency as Currency) &&
    (locale === null ||
      (typeof locale === 'string' &&
        locale === locale.trim() &&
        locale.length <= 35 &&
        LOCALE.test(locale) &&
        isLocale(locale))) &&
    DATE_FORMATS.includes(dateFormat as DateFormat) &&
    Object.values(WeekStart).includes(weekStart as WeekStart) &&
    (language === undefined || language === null || LANGUAGES.includes(language as Language))
  );
}
