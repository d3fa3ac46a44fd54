import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  username: string;
  username_normalized: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string;
  is_active: boolean | number;
  email_confirmed: boolean | number;
  /**
   * Unused: failed sign-ins and lockouts count per e-mail address in rate_limits, so that unknown
   * addresses lock too. Left in place until a migration drops them.
   */
  failed_login_count: Generated<number>;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
  /** Null until the first sign-in, which is greeted as a first one. */
  last_sign_in_at: string | null;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  id: string;
  user_id: string;
  persistent: boolean | number;
  created_at: string;
  last_used_at: string;
  expires_at: string;
}

export type UserTokenPurpose = 'activation' | 'password_reset';

export interface UserTokensTable {
  /** SHA-256 of the e-mailed token. */
  id: string;
  user_id: string;
  purpose: UserTokenPurpose;
  /** The address the token was sent to; activation confirms exactly this address. */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RateLimitsTable {
  key: string;
  /** Epoch milliseconds at which the current window ends. */
  window_ends_at: number;
  hits: number;
}

export interface UserPreferencesTable {
  user_id: string;
  /** 'light' | 'dark' | 'system' */
  theme: string;
  display_currency: number;
  /** BCP 47 tag; null: the browser's. */
  locale: string | null;
  /** Migration 0022: one of DATE_FORMATS, e.g. 'dd/MM/yyyy'. */
  date_format: string;
  /** Migration 0024: one of LANGUAGES; null: the browser's. */
  language: string | null;
  /** 0 Sunday, 1 Monday, 6 Saturday. */
  week_start: number;
  updated_at: string;
}

/** Migration 0026: a browser a user turned push notifications on in. */
export interface PushSubscriptionsTable {
  id: string;
  user_id: string;
  /** The push service's address for this browser; unique. */
  endpoint: string;
  /** The browser's P-256 public key and auth secret (base64url), which messages are encrypted for. */
  p256dh: string;
  auth: string;
  /** The language the browser was read in when it subscribed (one of LANGUAGES). */
  language: string | null;
  /** The browser, from its User-Agent. */
  label: string | null;
  created_at: string;
}
