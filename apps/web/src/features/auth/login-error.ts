import { AuthErrorMessage } from '@budget/contract';
import { isApiClientError } from '@/lib/api-client-error.ts';
import { i18next } from '@/lib/i18n/i18n.ts';

export type LoginFailure = { message: string; emailNotConfirmed: boolean };

/** Two server messages get their own text, anything else one generic text. */
export function describeLoginError(error: unknown): LoginFailure {
  const serverMessage = isApiClientError(error) ? error.message : '';
  const text = (key: 'emailNotConfirmed' | 'accountLocked' | 'invalidCredentials') =>
    i18next.t(`messages.${key}` as const, { ns: 'auth' });
  if (serverMessage === AuthErrorMessage.EmailNotConfirmed) {
    return { message: text('emailNotConfirmed'), emailNotConfirmed: true };
  }
  if (serverMessage === AuthErrorMessage.AccountLocked) {
    return { message: text('accountLocked'), emailNotConfirmed: false };
  }
  return { message: text('invalidCredentials'), emailNotConfirmed: false };
}
