import { AuthErrorMessage } from '@budget/contract';
import { isApiClientError } from '@/lib/api-client-error.ts';
import { AUTH_MESSAGES } from './messages.ts';

export type LoginFailure = { message: string; emailNotConfirmed: boolean };

/** Two server messages get their own text, anything else one generic text. */
export function describeLoginError(error: unknown): LoginFailure {
  const serverMessage = isApiClientError(error) ? error.message : '';
  if (serverMessage === AuthErrorMessage.EmailNotConfirmed) {
    return { message: AUTH_MESSAGES.emailNotConfirmed, emailNotConfirmed: true };
  }
  if (serverMessage === AuthErrorMessage.AccountLocked) {
    return { message: AUTH_MESSAGES.accountLocked, emailNotConfirmed: false };
  }
  return { message: AUTH_MESSAGES.invalidCredentials, emailNotConfirmed: false };
}
