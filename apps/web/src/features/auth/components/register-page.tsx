import { DuplicateField, ErrorCode, ResponseStatus } from '@budget/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { lazyResolver } from '@/lib/lazy-resolver.ts';
import { toast } from '@/lib/toast.ts';
import { PasswordStrengthMeter } from '@/components/password-strength-meter.tsx';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { PasswordInput } from '@/components/ui/password-input.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { isApiClientError } from '@/lib/api-client-error.ts';
import { showApiError } from '@/lib/show-api-error.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useRegisterMutation } from '../api/use-register-mutation.ts';
import { AUTH_MESSAGES, INVITATION_MESSAGES } from '../messages.ts';
import type { RegisterFormInput, RegisterFormOutput } from '../schemas.ts';
import { AuthLayout } from './auth-layout.tsx';

const registerResolver = lazyResolver(() =>
  import('../form-resolvers.ts').then((module) => module.registerResolver),
);

const CONFLICT_CODES: ReadonlySet<number> = new Set([ErrorCode.Conflict, ErrorCode.AlreadyExists]);

/**
 * /register, also reached from an invitation (?invitation=<token>&email=<address>): the address is
 * then filled in and fixed, and the token goes along, so the account starts confirmed and joins
 * the group. Registration signs nobody in either way (docs/decisions.md, 'Invitations').
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get('invitation')?.trim() || undefined;
  const invitedEmail = invitationToken ? (searchParams.get('email')?.trim() ?? '') : '';
  const invitationPath = invitationToken
    ? `/invitations/${encodeURIComponent(invitationToken)}`
    : null;
  const registerAccount = useRegisterMutation();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RegisterFormInput, unknown, RegisterFormOutput>({
    resolver: registerResolver,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    defaultValues: { userName: '', email: invitedEmail, password: '', confirmPassword: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const onSubmit = handleSubmit(async ({ confirmPassword: _confirm, ...request }) => {
    try {
      const envelope = await registerAccount.mutateAsync({ ...request, invitationToken });
      if (invitationPath && envelope.data.emailConfirmed) {
        // Joined already: signing in returns to the invitation, which leads on to the group.
        toast.success(INVITATION_MESSAGES.registeredAndJoined, AUTH_TOAST);
        await navigate('/login', { replace: true, state: { from: { pathname: invitationPath } } });
        return;
      }
      // Why the invitation could not be used (expired, revoked, another address).
      const warning = envelope.status === ResponseStatus.Warning ? envelope.warnings[0] : null;
      if (warning) toast.warning(warning.message, AUTH_TOAST);
      toast.success(AUTH_MESSAGES.registerSuccess, AUTH_TOAST);
      await navigate('/login', { replace: true });
    } catch (error) {
      // A taken e-mail or username is reported on its field with the server's first message. No
      // focus moves: in onTouched mode a blur re-validates the field and would wipe the message.
      const details =
        isApiClientError(error) && CONFLICT_CODES.has(error.code) ? error.details : null;
      const duplicateEmail = details?.[DuplicateField.Email]?.[0];
      const duplicateName = details?.[DuplicateField.UserName]?.[0];
      if (duplicateEmail) setError('email', { message: duplicateEmail });
      if (duplicateName) setError('userName', { message: duplicateName });
      if (!duplicateEmail && !duplicateName) showApiError(error, AUTH_TOAST);
    }
  });

  return (
    <AuthLayout
      title="Create Account"
      description={
        invitationToken
          ? 'Create your account to accept the invitation sent to this address'
          : 'Start planning your household budget together'
      }
      footer={
        <p>
          Already have an account?{' '}
          <Link
            to="/login"
            state={invitationPath ? { from: { pathname: invitationPath } } : undefined}
            className="font-medium text-primary underline-offset-4 hover:underline"
          >
            Sign in
          </Link>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label="Create account">
        <FormField label="Username" error={errors.userName?.message}>
          <Input autoComplete="username" {...register('userName')} />
        </FormField>
        <FormField label="Email" error={errors.email?.message}>
          <Input
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            // The invitation was sent to this address: only it can join from the invitation.
            readOnly={invitedEmail !== ''}
            className={invitedEmail ? 'bg-muted' : undefined}
            {...register('email')}
          />
        </FormField>
        <div className="grid gap-2">
          <FormField label="Password" error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" {...register('password')} />
          </FormField>
          <PasswordStrengthMeter password={password} />
        </div>
        <FormField label="Confirm password" error={errors.confirmPassword?.message}>
          <PasswordInput autoComplete="new-password" {...register('confirmPassword')} />
        </FormField>
        <Button type="submit" className="w-full" disabled={!isValid || isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {isSubmitting ? 'Creating account...' : 'Create account'}
        </Button>
      </form>
    </AuthLayout>
  );
}
