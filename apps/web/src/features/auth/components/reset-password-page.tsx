import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast.ts';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useResetPasswordMutation } from '../api/use-reset-password-mutation.ts';
import { resetPasswordFormSchema } from '../schemas.ts';
import { AuthLayout, AuthLink } from './auth-layout.tsx';
import { AuthForm, NewPasswordFields } from './auth-fields.tsx';

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const email = searchParams.get('email')?.trim() ?? '';
  const hasLink = token !== '' && email !== '';
  const navigate = useNavigate();

  useEffect(() => {
    if (hasLink) return;
    // The id keeps StrictMode's second effect run from stacking a duplicate toast.
    toast.error(t('messages.invalidResetToken'), { ...AUTH_TOAST, id: 'invalid-reset-token' });
    void navigate('/login', { replace: true });
  }, [hasLink, navigate, t]);

  if (!hasLink) {
    return (
      <AuthLayout title={t('reset.invalidTitle')}>
        <p role="alert" className="text-center text-sm text-destructive">
          {t('messages.invalidResetToken')}
        </p>
      </AuthLayout>
    );
  }
  return <ResetPasswordForm token={token} email={email} />;
}

function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const resetPassword = useResetPasswordMutation({
    message: t('messages.resetFailure'),
    toast: AUTH_TOAST,
  });
  const form = useAppForm({
    schema: resetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const onSubmit = async ({ newPassword }: { newPassword: string }) => {
    await resetPassword.mutateAsync({ token, email, newPassword });
    toast.success(t('messages.resetSuccess'), AUTH_TOAST);
    await navigate('/login', { replace: true });
  };

  return (
    <AuthLayout
      title={t('reset.title')}
      description={t('reset.description', { email })}
      footer={<AuthLink to="/login">{t('link.backToLogin')}</AuthLink>}
    >
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        aria-label={t('reset.form')}
        submitLabel={t('reset.submit')}
        pendingLabel={t('reset.pending')}
      >
        <NewPasswordFields control={form.control} name="newPassword" kind="newPassword" />
      </AuthForm>
    </AuthLayout>
  );
}
