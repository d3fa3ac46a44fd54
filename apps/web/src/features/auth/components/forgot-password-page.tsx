import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { toast } from '@/lib/toast.ts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { useAppForm } from '@/hooks/use-app-form.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useRequestPasswordResetMutation } from '../api/use-request-password-reset-mutation.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import { forgotPasswordFormSchema, type ForgotPasswordFormOutput } from '../schemas.ts';
import { AuthLayout, AuthLink } from './auth-layout.tsx';
import { AuthForm, EmailField } from './auth-fields.tsx';

export function ForgotPasswordPage() {
  const requestReset = useRequestPasswordResetMutation({
    message: AUTH_MESSAGES.forgotFailure,
    toast: AUTH_TOAST,
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useAppForm({ schema: forgotPasswordFormSchema, defaultValues: { email: '' } });

  const onSubmit = async (values: ForgotPasswordFormOutput) => {
    await requestReset.mutateAsync(values);
    setSentTo(values.email);
    toast.success(AUTH_MESSAGES.forgotSuccess, AUTH_TOAST);
  };

  return (
    <AuthLayout
      title="Reset Password"
      description="Enter your email address and we will send you a link to choose a new password."
      footer={
        <AuthLink to="/login" className="inline-flex items-center gap-1.5">
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to login
        </AuthLink>
      }
    >
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        aria-label="Reset password"
        submitLabel="Send reset link"
        pendingLabel="Sending..."
      >
        {sentTo ? (
          <Alert variant="success" role="status">
            <MailCheckIcon aria-hidden="true" />
            <AlertTitle>Check your inbox</AlertTitle>
            <AlertDescription>
              <p>
                If an account exists for {sentTo}, a link to reset the password is on its way. The
                link is valid for one hour.
              </p>
            </AlertDescription>
          </Alert>
        ) : null}
        <EmailField control={form.control} />
      </AuthForm>
    </AuthLayout>
  );
}
