import { z } from 'zod';
import { DIGIT, LOWERCASE_LETTER, SPECIAL_CHARACTER, UPPERCASE_LETTER } from './password-rule.ts';
import { cleanText } from './text-keys.ts';

/** Field rules shared by request schemas and forms, with the messages the product words. */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

/**
 * Required text holds something besides spaces. Checked after trim() as a pattern rather than
 * as min(1): the same rule, but the OpenAPI document can state a pattern, while its minLength
 * would count the spaces the server trims away.
 */
export const NOT_BLANK = /\S/;

/**
 * Text a person names something with: composed (NFC), without invisible format characters
 * (text-keys.ts), trimmed; so 'Rent' and 'Rent' with a zero-width space are one name.
 */
export function typedText(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).overwrite(cleanText).trim();
}

/**
 * Options of a check that runs only while the field has no issue yet, so as not to repeat an
 * earlier failure of it. (abort: true would also skip the object's own refinements, such as
 * 'Passwords don't match'.) zod reads `when` on every check; its types declare it on refine alone.
 */
function unlessFailedAlready(error: string) {
  const options = { error, when: (payload: { issues: unknown[] }) => payload.issues.length === 0 };
  return options;
}

/**
 * An e-mail address, trimmed and lower-cased, with the message of the form it belongs to. The
 * address check is a check of the trimmed string itself (not a later step of a pipe), so the
 * OpenAPI document shows its format and pattern.
 */
export function emailField(invalidMessage: string, requiredMessage?: string) {
  const base = z.string().trim();
  const present = requiredMessage ? base.min(1, requiredMessage) : base;
  return present
    .check(z.email(unlessFailedAlready(invalidMessage)))
    .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
    .transform((value) => value.toLowerCase());
}

/** At least three characters from the first to the last that is not a space. */
const THREE_AFTER_TRIM = /\S[\s\S]+\S/;

/** Cleaned as a name is (typedText): 'bench' and 'bench' with a zero-width space are one user name. */
export const usernameField = z
  .string()
  .overwrite(cleanText)
  .trim()
  .regex(NOT_BLANK, 'Username is required')
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`)
  // Never fails after min(3) on the trimmed text; it tells the OpenAPI document the same rule.
  .regex(
    THREE_AFTER_TRIM,
    unlessFailedAlready(`Username must be at least ${USERNAME_MIN} characters`),
  );

/** Every new password (register, reset, change) meets these rules on the server. */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .regex(UPPERCASE_LETTER, 'Password must contain at least one uppercase letter')
  .regex(LOWERCASE_LETTER, 'Password must contain at least one lowercase letter')
  .regex(DIGIT, 'Password must contain at least one number')
  .regex(SPECIAL_CHARACTER, 'Password must contain at least one special character');

/** An opaque token from an e-mailed link. */
export const tokenField = z
  .string()
  .trim()
  .regex(NOT_BLANK, 'Token is required')
  .max(512, 'Token is invalid');

/** Any password offered for checking (sign-in, current password): no rules beyond presence. */
export function presentPasswordField(requiredMessage: string) {
  return z
    .string()
    .min(1, requiredMessage)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
}

/**
 * `?confirmReconciled=true` on a request that would remove reconciled transactions (a delete,
 * an import's undo): 409 without it (docs/decisions.md, 'Money accounts').
 */
export const confirmReconciledParam = z
  .enum(['true', 'false'], { error: 'confirmReconciled must be true or false' })
  .optional()
  .transform((value) => value === 'true');
