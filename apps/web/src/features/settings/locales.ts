import { formatMonth } from '@/lib/format-date.ts';

/**
 * Locales offered for numbers (dates follow the date format, month names the language): the
 * browser's (null) first, then common ones of the households this app is written for. Any BCP 47
 * tag is accepted by the server; this list keeps the choice short.
 */
export const LOCALE_OPTIONS: readonly { value: string; label: string }[] = [
  { value: 'en-US', label: 'English (United States)' },
  { value: 'en-GB', label: 'English (United Kingdom)' },
  { value: 'pl-PL', label: 'Polski (Polska)' },
  { value: 'de-DE', label: 'Deutsch (Deutschland)' },
  { value: 'fr-FR', label: 'Français (France)' },
  { value: 'es-ES', label: 'Español (España)' },
  { value: 'it-IT', label: 'Italiano (Italia)' },
  { value: 'nl-NL', label: 'Nederlands (Nederland)' },
  { value: 'cs-CZ', label: 'Čeština (Česko)' },
  { value: 'sv-SE', label: 'Svenska (Sverige)' },
  { value: 'uk-UA', label: 'Українська (Україна)' },
];

export const BROWSER_LOCALE = 'browser';

/**
 * A sample of an amount and a month's name as the app would write them with this locale, shown
 * beside the choice; the month is named in the interface's language, as everywhere.
 */
export function localeSample(locale: string | null, currencyCode: string): string {
  const tag = locale ?? undefined;
  // As lib/money.ts writes money, but in the locale being considered rather than the applied one.
  const digits = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const amount = `${digits.format(-1234.5)} ${currencyCode}`;
  return `${amount} · ${formatMonth('2026-03', undefined, locale)}`;
}
