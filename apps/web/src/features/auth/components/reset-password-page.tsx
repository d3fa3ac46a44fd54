import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast.ts';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useResetPasswordMutation } from '../api/use-reset-password-mutation.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import { resetPasswordFormSchema } from '../schemas.ts';
import { AuthLayout, AuthLink } from './auth-layout.tsx';
import { AuthForm, NewPasswordFields } from './auth-fields.tsx';

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
  const resetPassword = useResetPasswordMutation({
    message: AUTH_MESSAGES.resetFailure,
    toast: AUTH_TOAST,
  });
  const form = useAppForm({
    schema: resetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async ({ newPassword }: { newPassword: string }) => {
    await resetPassword.mutateAsync({ token, email, newPassword });
    toast.success(AUTH_MESSAGES.resetSuccess, AUTH_TOAST);
    await navigate('/login', { replace: true });
  };

  return (
    <AuthLayout
      title="Choose a New Password"
      description={`Set a new password for ${email}.`}
      footer={<AuthLink to="/login">Back to login</AuthLink>}
    >
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        aria-label="Choose a new password"
        submitLabel="Reset password"
        pendingLabel="Resetting..."
      >
        <NewPasswordFields control={form.control} name="newPassword" label="New password" />
      </AuthForm>
    </AuthLayout>
  );
}
