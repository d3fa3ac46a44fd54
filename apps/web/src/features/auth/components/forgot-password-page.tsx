import { ArrowLeftIcon, MailCheckIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
import { toast } from '@/lib/toast.ts';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useRequestPasswordResetMutation } from '../api/use-request-password-reset-mutation.ts';
import { AUTH_MESSAGES } from '../messages.ts';
import type { ForgotPasswordFormInput, ForgotPasswordFormOutput } from '../schemas.ts';
import { AuthLayout } from './auth-layout.tsx';

const forgotPasswordResolver = lazyResolver(() =>
  import('../form-resolvers.ts').then((module) => module.forgotPasswordResolver),
);

export function ForgotPasswordPage() {
  const requestReset = useRequestPasswordResetMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordFormInput, unknown, ForgotPasswordFormOutput>({
    resolver: forgotPasswordResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestReset.mutateAsync(values);
      setSentTo(values.email);
      toast.success(AUTH_MESSAGES.forgotSuccess, AUTH_TOAST);
    } catch {
      toast.error(AUTH_MESSAGES.forgotFailure, AUTH_TOAST);
    }
  });

  return (
    <AuthLayout
      title="Reset Password"
      description="Enter your email address and we will send you a link to choose a new password."
      footer={
        <Link
          to="/login"
          className="inline-flex items-center gap-1.5 font-medium text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          Back to login
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Reset password">
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
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...register('email')}
          />
        </FormField>
        <Button type="submit" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthLayout>
  );
}
