import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast.ts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useRequestPasswordResetMutation } from '../api/use-request-password-reset-mutation.ts';
import { forgotPasswordFormSchema, type ForgotPasswordFormOutput } from '../schemas.ts';
import { AuthLayout, AuthLink } from './auth-layout.tsx';
import { AuthForm, EmailField } from './auth-fields.tsx';

export function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  const requestReset = useRequestPasswordResetMutation({
    message: t('messages.forgotFailure'),
    toast: AUTH_TOAST,
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm({ schema: forgotPasswordFormSchema, defaultValues: { email: '' } });

  const onSubmit = async (values: ForgotPasswordFormOutput) => {
    await requestReset.mutateAsync(values);
    setSentTo(values.email);
    toast.success(t('messages.forgotSuccess'), AUTH_TOAST);
  };

  return (
    <AuthLayout
      title={t('forgot.title')}
      description={t('forgot.description')}
      footer={
        <AuthLink to="/login" className="inline-flex items-center gap-1.5">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {t('link.backToLogin')}
        </AuthLink>
      }
    >
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        aria-label={t('forgot.form')}
        submitLabel={t('forgot.submit')}
        pendingLabel={t('forgot.pending')}
      >
        {sentTo ? (
          <Alert variant="success" role="status">
            <MailCheckIcon aria-hidden="true" />
            <AlertTitle>{t('forgot.sentTitle')}</AlertTitle>
            <AlertDescription>
              <p>{t('forgot.sentText', { email: sentTo })}</p>
            </AlertDescription>
          </Alert>
        ) : null}
        <EmailField control={form.control} />
      </AuthForm>
    </AuthLayout>
  );
}
