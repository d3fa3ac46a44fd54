import { z } from 'zod';
import {
  emailField,
  newPasswordField,
  presentPasswordField,
  tokenField,
  usernameField,
} from './fields.ts';
import { languageField } from './preferences.ts';
import { userProfileSchema } from './users.ts';

export const loginRequestSchema = z.object({
  email: emailField('Invalid email address', 'Email is required'),
  password: presentPasswordField('Password is required'),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/**
 * POST /auth/login: the profile, and whether this is the account's first sign-in, which is
 * greeted as a first one rather than with 'Welcome back!' (docs/decisions.md, 'Accounts and
 * sessions').
 */
export const loginResponseSchema = userProfileSchema.extend({ firstSignIn: z.boolean() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z.object({
  userName: usernameField,
  email: emailField('Please enter a valid email address'),
  password: newPasswordField,
  /**
   * The token of an e-mailed invitation: when it was sent to this address, the account starts
   * confirmed and joins the group (docs/decisions.md, 'Invitations').
   */
  invitationToken: tokenField.optional(),
  /**
   * The language the activation e-mail is written in; left out: the request's Accept-Language
   * (docs/decisions.md, 'Languages'). Not stored as the account's preference.
   */
  language: languageField.optional(),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const forgottenPasswordRequestSchema = z.object({
  email: emailField('Please enter a valid email address'),
});
export type ForgottenPasswordRequest = z.input<typeof forgottenPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: tokenField,
  newPassword: newPasswordField,
  email: emailField('Please enter a valid email address'),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequestSchema>;

export const changePasswordRequestSchema = z.object({
  currentPassword: presentPasswordField('Current password is required'),
  newPassword: newPasswordField,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;

export const activateAccountRequestSchema = z.object({
  activationToken: tokenField,
  email: emailField('Please enter a valid email address'),
});
export type ActivateAccountRequest = z.input<typeof activateAccountRequestSchema>;

/**
 * POST /auth/activate-account: `alreadyActivated` when the link had been used (or replaced) and
 * the address it was sent to is confirmed already: opening it again is no failure
 * (docs/decisions.md, 'Accounts and sessions').
 */
export const activateAccountResponseSchema = z.object({ alreadyActivated: z.boolean() });
export type ActivateAccountResponse = z.infer<typeof activateAccountResponseSchema>;

export const resendActivationQuerySchema = z.object({
  email: emailField('Please enter a valid email address', 'Email is required'),
});
export type ResendActivationQuery = z.input<typeof resendActivationQuerySchema>;

/** GET /auth/validate: the current session, or 401. */
export const sessionInfoSchema = z.object({
  isAuthenticated: z.literal(true),
  userId: z.string(),
  expiresAt: z.iso.datetime(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/**
 * `?optional=true` answers 200 with null data instead of 401 when nobody is signed in: a
 * browser checking at start-up whether someone is expects that answer, and logs every 401 it
 * receives as a failed resource.
 */
export const validateSessionQuerySchema = z.object({
  optional: z.enum(['true', 'false']).optional(),
});
export type ValidateSessionQuery = z.input<typeof validateSessionQuerySchema>;

/** POST /auth/refresh: when the extended session ends. */
export const sessionRefreshSchema = z.object({ expiresAt: z.iso.datetime() });
export type SessionRefresh = z.infer<typeof sessionRefreshSchema>;

export const authHealthSchema = z.object({ status: z.literal('ok') });
