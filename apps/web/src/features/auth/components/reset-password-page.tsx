import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
import { toast } from '@/lib/toast.ts';
import { PasswordStrengthMeter } from '@/components/password-strength-meter.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useResetPasswordMutation } from '../api/use-reset-password-mutation.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import type { ResetPasswordFormValues } from '../schemas.ts';
import { AuthLayout } from './auth-layout.tsx';

const resetPasswordResolver = lazyResolver(() =>
  import('../form-resolvers.ts').then((module) => module.resetPasswordResolver),
);

export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const email = searchParams.get('email')?.trim() ?? '';
  const hasLink = token !== '' && email !== '';
  const navigate = useNavigate();

  useEffect(() => {
    if (hasLink) return;
    // The id keeps StrictMode's second effect run from stacking a duplicate toast.
    toast.error(AUTH_MESSAGES.invalidResetToken, { ...AUTH_TOAST, id: 'invalid-reset-token' });
    void navigate('/login', { replace: true });
  }, [hasLink, navigate]);

  if (!hasLink) {
    return (
      <AuthLayout title="Reset Password">
        <p role="alert" className="text-center text-sm text-destructive">
          {AUTH_MESSAGES.invalidResetToken}
        </p>
      </AuthLayout>
    );
  }
  return <ResetPasswordForm token={token} email={email} />;
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPasswordMutation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isValid, isSubmitting },
  } = useForm<ResetPasswordFormValues>({
    resolver: resetPasswordResolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const newPassword = useWatch({ control, name: 'newPassword' });

  const onSubmit = handleSubmit(async ({ newPassword: password }) => {
    try {
      await resetPassword.mutateAsync({ token, email, newPassword: password });
      toast.success(AUTH_MESSAGES.resetSuccess, AUTH_TOAST);
      await navigate('/login', { replace: true });
    } catch {
      toast.error(AUTH_MESSAGES.resetFailure, AUTH_TOAST);
    }
  });

  return (
    <AuthLayout
      title="Choose a New Password"
      description={`Set a new password for ${email}.`}
      footer={
        <Link to="/login" className="font-medium text-primary underline-offset-4 hover:underline">
          Back to login
        </Link>
      }
    >
      <form
        onSubmit={onSubmit}
        noValidate
        className="grid gap-5"
        aria-label="Choose a new password"
      >
        <div className="grid gap-2">
          <FormField label="New password" error={errors.newPassword?.message}>
            <PasswordInput autoComplete="new-password" {...register('newPassword')} />
          </FormField>
          <PasswordStrengthMeter password={newPassword} />
        </div>
        <FormField label="Confirm new password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={!isValid || isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? 'Resetting...' : 'Reset password'}
        </Button>
      </form>
    </AuthLayout>
  );
}
