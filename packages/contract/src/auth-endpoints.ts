import type { z } from 'zod';
import type {
  ActivateAccountRequest,
  ActivateAccountResponse,
  authHealthSchema,
  ChangePasswordRequest,
  ForgottenPasswordRequest,
  LoginRequest,
  LoginResponse,
  RegisterRequest,
  resendActivationQuerySchema,
  ResetPasswordRequest,
  SessionInfo,
  SessionRefresh,
  validateSessionQuerySchema,
} from './auth.ts';
import type { preferencesSchema } from './preferences.ts';
import type { Preferences } from './preference-values.ts';
import type { QueryOf } from './query-of.ts';
import type { ServerStatus, VersionInfo } from './status.ts';
import type { UpdateProfileRequest, UserProfile } from './users.ts';

/** The endpoints of the server's status, signing in and the user's own account. */
export interface AuthEndpoints {
  'GET /status': { response: ServerStatus };
  'GET /status/version': { response: VersionInfo };

  'POST /auth/login': { body: LoginRequest; response: LoginResponse };
  'POST /auth/register': { body: RegisterRequest; response: UserProfile };
  'POST /auth/logout': { response: null };
  'GET /auth/validate': {
    query: QueryOf<typeof validateSessionQuerySchema>;
    response: SessionInfo | null;
  };
  'GET /auth/health': { response: z.output<typeof authHealthSchema> };
  'POST /auth/refresh': { response: SessionRefresh };
  'POST /auth/forgotten-password': { body: ForgottenPasswordRequest; response: null };
  'POST /auth/reset-password': { body: ResetPasswordRequest; response: null };
  'PUT /auth/change-password': { body: ChangePasswordRequest; response: null };
  'POST /auth/activate-account': {
    body: ActivateAccountRequest;
    response: ActivateAccountResponse;
  };
  'POST /auth/resend-activation-email': {
    query: QueryOf<typeof resendActivationQuerySchema>;
    response: null;
  };

  'GET /users/me': { response: UserProfile };
  'PUT /users/me': { body: UpdateProfileRequest; response: UserProfile };
  'DELETE /users/delete-profile': { response: null };
  'GET /users/me/preferences': { response: Preferences };
  'PUT /users/me/preferences': { body: z.input<typeof preferencesSchema>; response: Preferences };
}
