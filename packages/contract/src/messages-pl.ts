/**
 * Polish for the messages the contract's checks and the API's errors write in English: keyed by
 * the English text, so the server translates an envelope's message by the reader's language and
 * the web app a field's message by its own. A message missing here is shown in English
 * (messages-pl.test.ts lists the ones every form can show).
 */
export const MESSAGES_PL: Record<string, string> = {
  'Language must be one of en, pl': 'Język musi być jednym z: en, pl',
  "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'":
    "Idempotency-Key musi mieć od 8 do 100 liter, cyfr, znaków '-' lub '_'",
};
