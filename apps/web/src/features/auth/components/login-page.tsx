import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from '@/lib/toast.ts';
import { ResendVerificationButton } from '@/components/resend-verification-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useTypedBeforeHydration } from '@/lib/use-typed-before-hydration.ts';
import { useLoginMutation } from '../api/use-login-mutation.ts';
import { useReturnPath } from '../hooks/use-return-path.ts';
import { describeLoginError } from '../login-error.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import { useLoginForm } from '../hooks/use-login-form.ts';
import { AuthLayout } from './auth-layout.tsx';

export function LoginPage() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const login = useLoginMutation();
  // The resend link is offered only once the server said the address is not confirmed.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const form = useLoginForm(async (request) => {
    try {
      await login.mutateAsync(request);
      toast.success(AUTH_MESSAGES.loginSuccess, AUTH_TOAST);
      // Marked, so a return address this user cannot open (e.g. /budgets without a group yet)
      // leads to the dashboard rather than to '404 Not Found'.
      await navigate(returnPath, { replace: true, state: { afterSignIn: true } });
    } catch (error) {
      const failure = describeLoginError(error);
      setUnconfirmedEmail(failure.emailNotConfirmed ? request.email : null);
      toast.error(failure.message, AUTH_TOAST);
    }
  });

  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (name, value) => {
    if (name === 'email' || name === 'password') form.change(name, value);
  });

  return (
    <AuthLayout
      title="Welcome back"
      description="Sign in to your account to continue"
      footer={
        <p>
          Don&apos;t have an account?{' '}
          <Link
            to="/register"
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign up
          </Link>
        </p>
      }
    >
      <form
        ref={formRef}
        onSubmit={form.submit}
        noValidate
        className="grid gap-5"
        aria-label="Sign in"
      >
        <FormField label="Email" error={form.errorOf('email')}>
          <Input
            type="email"
            name="email"
            autoComplete="email"
            placeholder="you@example.com"
            value={form.values.email}
            onChange={(event) => form.change('email', event.currentTarget.value)}
            onBlur={() => form.leave('email')}
          />
        </FormField>
        <FormField
          label="Password"
          error={form.errorOf('password')}
          labelAside={
            <Link
              to="/forgot-password"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Forgot password
            </Link>
          }
        >
          <PasswordInput
            name="password"
            autoComplete="current-password"
            value={form.values.password}
            onChange={(event) => form.change('password', event.currentTarget.value)}
            onBlur={() => form.leave('password')}
          />
        </FormField>
        <div className="flex items-center gap-2">
          <Checkbox
            id="remember-me"
            checked={form.values.rememberMe}
            onCheckedChange={(checked) => form.change('rememberMe', checked === true)}
          />
          <Label htmlFor="remember-me" className="font-normal">
            Remember me
          </Label>
        </div>
        {unconfirmedEmail ? (
          <div className="grid gap-2 rounded-lg border border-warning-border bg-warning p-3 text-sm text-warning-foreground">
            <p>Your email address is not verified yet. Need a new verification link?</p>
            <ResendVerificationButton
              email={unconfirmedEmail}
              toastOptions={AUTH_TOAST}
              variant="link"
              showIcon={false}
              className="justify-start text-warning-foreground underline"
            />
          </div>
        ) : null}
        <Button type="submit" className="w-full" disabled={!form.valid || form.submitting}>
          {form.submitting ? <Spinner /> : null}
          {form.submitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthLayout>
  );
}
