/** Numeric enumerations, as sent on the wire (docs/product.md, 'Data and enumerations'). */

export const TransactionType = { Expense: 0, Income: 1, Correction: 2, Transfer: 3 } as const;
export type TransactionType = (typeof TransactionType)[keyof typeof TransactionType];

/** Recurrence frequency and budget period type share one enumeration. */
export const PeriodType = { Daily: 0, Weekly: 1, Monthly: 2, Yearly: 3 } as const;
export type PeriodType = (typeof PeriodType)[keyof typeof PeriodType];

/** What a money account is (docs/decisions.md, 'Money accounts'). */
export const MoneyAccountKind = {
  Current: 0,
  Savings: 1,
  CreditCard: 2,
  Cash: 3,
  Loan: 4,
} as const;
export type MoneyAccountKind = (typeof MoneyAccountKind)[keyof typeof MoneyAccountKind];

export const MemberRole = { Owner: 1, Member: 2, Viewer: 3 } as const;
export type MemberRole = (typeof MemberRole)[keyof typeof MemberRole];

export const ResponseStatus = { Success: 0, Warning: 1, Error: 2 } as const;
export type ResponseStatus = (typeof ResponseStatus)[keyof typeof ResponseStatus];

/** Error codes, as sent on the wire (the envelope's errors: errors.ts). */
export const ErrorCode = {
  NotFound: 0,
  InvalidInput: 1,
  Unauthorized: 2,
  Forbidden: 3,
  InternalServerError: 4,
  Conflict: 5,
  BadRequest: 6,
  AlreadyExists: 7,
  AlreadyDeleted: 8,
  Validation: 9,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

/** Reverse look-up: the name of an enumeration value, e.g. nameOf(MemberRole, 1) === 'Owner'. */
export function nameOf<T extends Record<string, number>>(enumeration: T, value: number) {
  const entry = Object.entries(enumeration).find(([, v]) => v === value);
  return entry?.[0] as keyof T | undefined;
}

export function valuesOf<T extends Record<string, number>>(enumeration: T): T[keyof T][] {
  return Object.values(enumeration) as T[keyof T][];
}

/**
 * Sizes of the transaction lists, here rather than in transactions.ts (schemas) so the screens
 * that read them do not download zod before their first paint.
 */
export const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 500;

/** How far ahead the transactions screen lists the occurrences due (days). */
export const UPCOMING_DAYS = 30;

/**
 * Who an equal default shares among: 'payers' (Owners and Members; a Viewer pays nothing and
 * owes nothing) or 'everyone' (Viewers too).
 */
export const EQUAL_AMONG = ['payers', 'everyone'] as const;
export type EqualAmong = (typeof EQUAL_AMONG)[number];

/**
 * The header naming a POST /transactions a client may send again (offline, or after an answer
 * it never got): the server answers a repeat with the transaction the first one created.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** A key: 8 to 100 letters, digits, '-' or '_' (a UUID is one). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,100}$/;
export const IDEMPOTENCY_KEY_MESSAGE =
  "Idempotency-Key must be 8 to 100 letters, digits, '-' or '_'";

/**
 * Machine-readable messages the web app reacts to when signing in (here, without zod: the
 * sign-in screen imports it at run time).
 */
export const AuthErrorMessage = {
  EmailNotConfirmed: 'user_email_not_confirmed',
  AccountLocked: 'user_account_locked',
} as const;
