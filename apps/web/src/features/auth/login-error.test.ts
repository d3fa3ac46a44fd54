import { ErrorCode } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { ApiClientError } from '@/lib/api-client-error.ts';
import { describeLoginError } from './login-error.ts';

const failed = (message: string, status: number) =>
  new ApiClientError({ message, code: ErrorCode.Forbidden, status });

describe('describeLoginError', () => {
  it('explains an unconfirmed e-mail and offers the resend link', () => {
    expect(describeLoginError(failed('user_email_not_confirmed', 403))).toEqual({
      message:
        "Email not verified. Check your inbox for verification link. If you didn't receive it, please request a new one.",
      emailNotConfirmed: true,
    });
  });

  it('explains a locked account', () => {
    expect(describeLoginError(failed('user_account_locked', 423)).message).toBe(
      'Account locked due to multiple failed login attempts. Please try again later.',
    );
  });

  it('says nothing more specific for anything else', () => {
    expect(describeLoginError(failed('Invalid email or password', 401)).message).toBe(
      'Invalid username or password',
    );
    expect(describeLoginError(new Error('boom')).emailNotConfirmed).toBe(false);
  });
});
