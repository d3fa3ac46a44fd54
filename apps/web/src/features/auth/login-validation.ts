import { loginFormSchema, type LoginFormInput, type LoginFormOutput } from './schemas.ts';

export type LoginField = 'email' | 'password';

/** The request to send, or the first message per field that stops it. */
export type LoginCheck =
  | { ok: true; request: LoginFormOutput }
  | { ok: false; errors: Partial<Record<LoginField, string>> };

/**
 * The sign-in form's rules are the API's own (the contract's login request): loaded with zod
 * when the form first checks, after the screen has drawn (hooks/use-login-form.ts).
 */
export function checkLogin(values: LoginFormInput): LoginCheck {
  const parsed = loginFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, request: parsed.data };
  const errors: Partial<Record<LoginField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && errors[field] === undefined) {
      errors[field] = issue.message;
    }
  }
  return { ok: false, errors };
}
