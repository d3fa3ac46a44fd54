import { DEFAULT_PREFERENCES, LANGUAGES, type Language, type Preferences } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { isoNow } from '../../lib/time.ts';
import * as repository from './preferences.repository.ts';

function toPreferences(row: repository.PreferencesRow | undefined): Preferences {
  if (!row) return DEFAULT_PREFERENCES;
  return {
    theme: row.theme as Preferences['theme'],
    displayCurrency: Number(row.display_currency) as Preferences['displayCurrency'],
    locale: row.locale,
    dateFormat: row.date_format as Preferences['dateFormat'],
    weekStart: Number(row.week_start) as Preferences['weekStart'],
    language: (row.language ?? null) as Preferences['language'],
  };
}

/**
 * The language each of these users chose, for mails sent to them (docs/decisions.md, 'Languages');
 * a user who chose none is missing: the mail goes in the language of the request that sends it.
 */
export async function chosenLanguages(
  db: Kysely<Database>,
  userIds: readonly string[],
): Promise<Map<string, Language>> {
  const chosen = new Map<string, Language>();
  for (const row of await repository.findLanguages(db, userIds)) {
    const language = LANGUAGES.find((known) => known === row.language);
    if (language) chosen.set(row.user_id, language);
  }
  return chosen;
}

/** A user's preferences (theme, display currency, locale, date format, week start, language), kept with the account. */
export function createPreferencesService({ db }: { db: Kysely<Database> }) {
  return {
    /** The stored preferences, or the defaults for a user who never saved any. */
    async get(userId: string): Promise<Preferences> {
      return toPreferences(await repository.findPreferences(db, userId));
    },

    async save(userId: string, input: Preferences): Promise<Preferences> {
      await repository.savePreferences(db, {
        user_id: userId,
        theme: input.theme,
        display_currency: input.displayCurrency,
        locale: input.locale ? (Intl.getCanonicalLocales(input.locale)[0] ?? null) : null,
        date_format: input.dateFormat,
        week_start: input.weekStart,
        language: input.language,
        updated_at: isoNow(),
      });
      return this.get(userId);
    },
  };
}

export type PreferencesService = ReturnType<typeof createPreferencesService>;
