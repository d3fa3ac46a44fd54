import { DuplicateField, ResponseStatus } from '@budget/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast.ts';
import { FormField } from '@/components/ui/form.tsx';
import { Input } from '@/components/ui/input.tsx';
import { formErrors, useAppForm } from '@/hooks/use-app-form.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useRegisterMutation } from '../api/use-register-mutation.ts';
import { registerFormSchema, type RegisterFormInput, type RegisterFormOutput } from '../schemas.ts';
import { AuthLayout, AuthLink } from './auth-layout.tsx';
import { AuthForm, EmailField, NewPasswordFields } from './auth-fields.tsx';

/** A taken e-mail or username (a 409) is reported on its field with the server's message. */
const REGISTER_ERRORS = formErrors<RegisterFormInput>({
  map: { [DuplicateField.Email]: 'email', [DuplicateField.UserName]: 'userName' },
  toast: AUTH_TOAST,
});

/**
 * /register, also reached from an invitation (?invitation=<token>&email=<address>): the address is
 * then filled in and fixed, and the token goes along, so the account starts confirmed and joins
 * the group. Registration signs nobody in either way (docs/decisions.md, 'Invitations').
 */
export function RegisterPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const invitationToken = searchParams.get('invitation')?.trim() || undefined;
  const invitedEmail = invitationToken ? (searchParams.get('email')?.trim() ?? '') : '';
  const invitationPath = invitationToken
    ? `/invitations/${encodeURIComponent(invitationToken)}`
    : null;
  const registerAccount = useRegisterMutation(REGISTER_ERRORS);
  const form = useAppForm({
    schema: registerFormSchema,
    defaultValues: { userName: '', email: invitedEmail, password: '', confirmPassword: '' },
  });

  const onSubmit = async ({ confirmPassword: _confirm, ...request }: RegisterFormOutput) => {
    const envelope = await registerAccount.mutateAsync({ ...request, invitationToken });
    if (invitationPath && envelope.data.emailConfirmed) {
      // Joined already: signing in returns to the invitation, which leads on to the group.
      toast.success(t('messages.registeredAndJoined'), AUTH_TOAST);
      await navigate('/login', { replace: true, state: { from: { pathname: invitationPath } } });
      return;
    }
    // Why the invitation could not be used (expired, revoked, another address).
    const warning = envelope.status === ResponseStatus.Warning ? envelope.warnings[0] : null;
    if (warning) toast.warning(warning.message, AUTH_TOAST);
    toast.success(t('messages.registerSuccess'), AUTH_TOAST);
    await navigate('/login', { replace: true });
  };

  return (
    <AuthLayout
      title={t('register.title')}
      description={invitationToken ? t('register.descriptionInvited') : t('register.description')}
      footer={
        <p>
          {t('register.haveAccount')}{' '}
          <AuthLink
            to="/login"
            state={invitationPath ? { from: { pathname: invitationPath } } : undefined}
          >
            {t('link.signIn')}
          </AuthLink>
        </p>
      }
    >
      <AuthForm
        form={form}
        onSubmit={onSubmit}
        aria-label={t('register.form')}
        submitLabel={t('register.submit')}
        pendingLabel={t('register.pending')}
      >
        <FormField control={form.control} name="userName" label={t('field.username')}>
          <Input autoComplete="username" />
        </FormField>
        {/* The invitation was sent to this address: only it can join from the invitation. */}
        <EmailField control={form.control} fixed={invitedEmail !== ''} />
        <NewPasswordFields control={form.control} name="password" kind="password" />
      </AuthForm>
    </AuthLayout>
  );
}
