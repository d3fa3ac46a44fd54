import { describe, expect, it } from 'vitest';
import { loginFormSchema, registerFormSchema, resetPasswordFormSchema } from './schemas.ts';

function messages(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('auth form schemas', () => {
  it('uses the login messages of the contract', () => {
    expect(messages(loginFormSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(messages(loginFormSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: 'Invalid email address',
    });
  });

  it('reports a mismatched confirmation even while another field is invalid', () => {
    const result = registerFormSchema.safeParse({
      userName: 'ab',
      email: 'ann@example.com',
      password: 'Sup3r$ecret!',
      confirmPassword: 'Sup3r$ecret?',
    });
    expect(messages(result)).toEqual({
      userName: 'Username must be at least 3 characters',
      confirmPassword: "Passwords don't match",
    });
  });

  it('applies the register password rules to a reset', () => {
    const result = resetPasswordFormSchema.safeParse({
      newPassword: 'alllowercase1!',
      confirmPassword: 'alllowercase1!',
    });
    expect(messages(result)).toEqual({
      newPassword: 'Password must contain at least one uppercase letter',
    });
  });
});
