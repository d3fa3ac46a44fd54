import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
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
import { useLoginMutation } from '../api/use-login-mutation.ts';
import { useReturnPath } from '../hooks/use-return-path.ts';
import { describeLoginError } from '../login-error.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import type { LoginFormInput, LoginFormOutput } from '../schemas.ts';
import { AuthLayout } from './auth-layout.tsx';

const loginResolver = lazyResolver(() =>
  import('../form-resolvers.ts').then((module) => module.loginResolver),
);

export function LoginPage() {
  const navigate = useNavigate();
  const returnPath = useReturnPath();
  const login = useLoginMutation();
  // The resend link is offered only once the server said the address is not confirmed.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginFormOutput>({
    resolver: loginResolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
      toast.success(AUTH_MESSAGES.loginSuccess, AUTH_TOAST);
      // Marked, so a return address this user cannot open (e.g. /budgets without a group yet)
      // leads to the dashboard rather than to '404 Not Found'.
      await navigate(returnPath, { replace: true, state: { afterSignIn: true } });
    } catch (error) {
      const failure = describeLoginError(error);
      setUnconfirmedEmail(failure.emailNotConfirmed ? values.email : null);
      toast.error(failure.message, AUTH_TOAST);
    }
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
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Sign in">
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register('email')}
          />
        </FormField>
        <FormField
          label="Password"
          error={errors.password?.message}
          labelAside={
            <Link
              to="/forgot-password"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              Forgot password
            </Link>
          }
        >
          <PasswordInput autoComplete="current-password" {...register('password')} />
        </FormField>
        <div className="flex items-center gap-2">
          <Controller
            control={control}
            name="rememberMe"
            render={({ field }) => (
              <Checkbox
                id="remember-me"
                checked={field.value ?? false}
                onCheckedChange={(checked) => field.onChange(checked === true)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
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
        <Button type="submit" className="w-full" disabled={!isValid || isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
    </AuthLayout>
  );
}
