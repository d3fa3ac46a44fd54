import { z } from 'zod';
import { Currency } from './currencies.ts';
import {
  DATE_FORMATS,
  isLocale,
  LANGUAGES,
  LOCALE,
  THEMES,
  WeekStart,
  type Preferences,
} from './preference-values.ts';

/** One of the languages the app is written in (docs/decisions.md, 'Languages'). */
export const languageField = z.enum(LANGUAGES, {
  error: `Language must be one of ${LANGUAGES.join(', ')}`,
});

/** What a user may store as preferences (preference-values.ts holds the values and the type). */
export const preferencesSchema = z.object({
  theme: z.enum(THEMES, { error: 'Theme must be light, dark or system' }),
  /** The currency totals are converted into. */
  displayCurrency: z.enum(Currency, { error: 'Select currency' }),
  /** Numbers are written for this locale (month names follow the language); null: the browser's. */
  locale: z
    .string()
    .trim()
    .max(35, 'Locale must be at most 35 characters')
    .regex(LOCALE, 'Locale must be a language tag such as en-US')
    .refine(isLocale, 'Locale must be a language tag such as en-US')
    .nullable(),
  dateFormat: z.enum(DATE_FORMATS, {
    error: `Date format must be one of ${DATE_FORMATS.join(', ')}`,
  }),
  weekStart: z.enum(WeekStart, {
    error: 'Week start must be 0 (Sunday), 1 (Monday) or 6 (Saturday)',
  }),
  /** Omitted by clients older than the choice: the browser's language. */
  language: languageField.nullable().default(null),
}) satisfies z.ZodType<Preferences>;
