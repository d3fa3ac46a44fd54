import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResendVerificationButton } from '@/components/resend-verification-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useActivateAccountMutation } from '../api/use-activate-account-mutation.ts';
import { AuthLayout } from './auth-layout.tsx';

/** The success screen moves on to the dashboard after 5 s. */
export const ACTIVATION_REDIRECT_MS = 5000;

export function ActivateAccountPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const email = searchParams.get('email')?.trim() ?? '';
  const hasLink = token !== '' && email !== '';
  const navigate = useNavigate();
  // Signed out (the link opened in another browser or after signing out), the dashboard asks for
  // the sign-in first.
  const session = useSession();
  const signedOut = session.isInitialized && !session.isAuthenticated;
  // The page itself says why an activation failed.
  const { mutate, status, error, data } = useActivateAccountMutation({ errors: 'caller' });

  useEffect(() => {
    if (hasLink) mutate({ activationToken: token, email });
  }, [hasLink, token, email, mutate]);

  // A link opened again is no failure: the account is active, and signing in is what is left.
  const alreadyActivated = data?.data.alreadyActivated === true;
  const succeeded = status === 'success' && !alreadyActivated;
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => void navigate('/dashboard'), ACTIVATION_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [succeeded, navigate]);

  if (!hasLink || status === 'error') {
    return (
      <AuthLayout title={t('activate.title')}>
        <div className="grid justify-items-center gap-4 text-center" role="alert">
          <CircleXIcon className="size-12 text-destructive" aria-hidden="true" />
          <h2 className="text-xl font-semibold">{t('activate.failed')}</h2>
          <p className="text-sm text-muted-foreground">
            {hasLink
              ? t('activate.failedText', {
                  reason: (error?.message || t('activate.invalidLink')).replace(/\.$/, ''),
                })
              : t('activate.incomplete')}
          </p>
          {hasLink ? <ResendVerificationButton email={email} toastOptions={AUTH_TOAST} /> : null}
          <Button asChild variant="link">
            <Link to="/login">{t('link.backToLogin')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (alreadyActivated) {
    // Signed in already, what is left is the dashboard, not a sign-in.
    const signedIn = session.isAuthenticated;
    return (
      <Confirmed
        title={t('activate.alreadyTitle')}
        text={t(signedIn ? 'activate.alreadySignedIn' : 'activate.alreadyText')}
        to={signedIn ? '/dashboard' : '/login'}
        action={t(signedIn ? 'activate.goToDashboard' : 'link.signIn')}
      />
    );
  }

  if (succeeded) {
    // Signed out, the dashboard asks for the sign-in first: the page says so (the redirect above
    // is still to /dashboard, as the specification asks).
    return (
      <Confirmed
        title={t('activate.successTitle')}
        text={t(signedOut ? 'activate.successSignIn' : 'activate.successText')}
        to="/dashboard"
        action={t(signedOut ? 'activate.signIn' : 'activate.goToDashboard')}
      />
    );
  }

  return (
    <AuthLayout title={t('activate.title')}>
      <div className="grid gap-4 text-center" role="status" aria-busy="true">
        <p className="font-medium">{t('activate.activating')}</p>
        <Progress value={null} aria-label={t('activate.activatingLabel')} />
      </div>
    </AuthLayout>
  );
}

/** An address confirmed (now, or before): what happened, and the one way on. */
function Confirmed({
  title,
  text,
  to,
  action,
}: {
  title: string;
  text: string;
  to: string;
  action: string;
}) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('activate.title')}>
      <div className="grid justify-items-center gap-4 text-center" role="status">
        <CircleCheckIcon className="size-12 text-emerald-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold">{title}</h2>
        <p className="text-sm text-muted-foreground">{text}</p>
        <Button asChild>
          <Link to={to}>{action}</Link>
        </Button>
      </div>
    </AuthLayout>
  );
}
