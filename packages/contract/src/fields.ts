import { z } from 'zod';

/** Field rules shared by request schemas and forms, with the messages of SPEC section 5. */

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;

export const SPECIAL_CHARACTER = /[^A-Za-z0-9]/;

/**
 * An e-mail address, trimmed and lower-cased, with the message of the form it belongs to. The
 * address check is a check of the trimmed string itself (not a later step of a pipe), so the
 * OpenAPI document shows its format and pattern.
 */
export function emailField(invalidMessage: string, requiredMessage?: string) {
  const base = z.string().trim();
  const present = requiredMessage ? base.min(1, { error: requiredMessage, abort: true }) : base;
  return present
    .check(z.email(invalidMessage))
    .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
    .transform((value) => value.toLowerCase());
}

export const usernameField = z
  .string()
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be at most ${USERNAME_MAX} characters`);

/** Every new password (register, reset, change) meets these rules on the server. */
export const newPasswordField = z
  .string()
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .regex(/[A-Z]/, 'Password must contain at least one uppercase letter')
  .regex(/[a-z]/, 'Password must contain at least one lowercase letter')
  .regex(/[0-9]/, 'Password must contain at least one number')
  .regex(SPECIAL_CHARACTER, 'Password must contain at least one special character');

/** An opaque token from an e-mailed link. */
export const tokenField = z
  .string()
  .trim()
  .min(1, 'Token is required')
  .max(512, 'Token is invalid');

/** Any password offered for checking (sign-in, current password): no rules beyond presence. */
export function presentPasswordField(requiredMessage: string) {
  return z
    .string()
    .min(1, requiredMessage)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);
}
