import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast.ts';
import { ResendVerificationButton } from '@/components/resend-verification-button.tsx';
import { CheckboxField, FormField } from '@/components/ui/form.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useLoginMutation } from '../api/use-login-mutation.ts';
import { useReturnPath } from '../hooks/use-return-path.ts';
import { describeLoginError } from '../login-error.ts';
import type { LoginFormOutput } from '../schemas.ts';
import { AuthLayout, AuthLink } from './auth-layout.tsx';
import { AuthForm, EmailField } from './auth-fields.tsx';

/**
 * The form's rules, loaded when it is first checked (on sending it): zod and the schemas are not
 * part of drawing the screen (docs/performance.md, 'First screens (Lighthouse)').
 */
const loginFormSchema = async () => (await import('../schemas.ts')).loginFormSchema;

export function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  // A failed sign-in gets one of three texts of its own (login-error.ts), not the server's.
  const login = useLoginMutation({ errors: 'caller' });
  // The resend link is offered only once the server said the address is not confirmed.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const form = useAppForm({
    schema: loginFormSchema,
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = async (request: LoginFormOutput) => {
    try {
      const { data } = await login.mutateAsync(request);
      const greeting = data.firstSignIn ? 'messages.firstLoginSuccess' : 'messages.loginSuccess';
      toast.success(t(greeting), AUTH_TOAST);
      // Marked, so a return address this user cannot open (e.g. /budgets without a group yet)
      // leads to the dashboard rather than to '404 Not Found'.
      await navigate(returnPath, { replace: true, state: { afterSignIn: true } });
    } catch (error) {
      const failure = describeLoginError(error);
      setUnconfirmedEmail(failure.emailNotConfirmed ? request.email : null);
      toast.error(failure.message, AUTH_TOAST);
    }
  };

  return (
    <AuthLayout
      title={t('login.title')}
      description={t('login.description')}
      footer={
        <p>
          {t('login.noAccount')} <AuthLink to="/register">{t('login.signUp')}</AuthLink>
        </p>
      }
    >
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        aria-label={t('login.form')}
        submitLabel={t('login.submit')}
        pendingLabel={t('login.pending')}
      >
        <EmailField control={form.control} />
        <FormField
          control={form.control}
          name="password"
          label={t('field.password')}
          labelAside={
            <AuthLink to="/forgot-password" className="text-sm">
              {t('login.forgotPassword')}
            </AuthLink>
          }
        >
          <PasswordInput autoComplete="current-password" />
        </FormField>
        <CheckboxField control={form.control} name="rememberMe" label={t('field.rememberMe')} />
        {unconfirmedEmail ? (
          <div className="grid gap-2 rounded-lg border border-warning-border bg-warning p-3 text-sm text-warning-foreground">
            <p>{t('login.unconfirmed')}</p>
            <ResendVerificationButton
              email={unconfirmedEmail}
              toastOptions={AUTH_TOAST}
              variant="link"
              showIcon={false}
              className="justify-start text-warning-foreground underline"
            />
          </div>
        ) : null}
      </AuthForm>
    </AuthLayout>
  );
}
