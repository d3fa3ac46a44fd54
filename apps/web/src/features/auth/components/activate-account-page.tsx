import { CircleCheckIcon, CircleXIcon } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResendVerificationButton } from '@/components/resend-verification-button.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useActivateAccountMutation } from '../api/use-activate-account-mutation.ts';
import { AuthLayout } from './auth-layout.tsx';

/** The success screen moves on to the dashboard after 5 s. */
export const ACTIVATION_REDIRECT_MS = 5000;

export function ActivateAccountPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const email = searchParams.get('email')?.trim() ?? '';
  const hasLink = token !== '' && email !== '';
  const navigate = useNavigate();
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
      <AuthLayout title="Account Activation">
        <div className="grid justify-items-center gap-4 text-center" role="alert">
          <CircleXIcon className="size-12 text-destructive" aria-hidden="true" />
          <h2 className="text-xl font-semibold">Activation failed</h2>
          <p className="text-sm text-muted-foreground">
            {hasLink
              ? `${(error?.message || 'The activation link is invalid or has expired').replace(/\.$/, '')}. Request a new activation email, or sign in and resend it from your dashboard.`
              : 'The activation link is incomplete. Open the link from your email again.'}
          </p>
          {hasLink ? <ResendVerificationButton email={email} toastOptions={AUTH_TOAST} /> : null}
          <Button asChild variant="link">
            <Link to="/login">Back to login</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (alreadyActivated) {
    return (
      <AuthLayout title="Account Activation">
        <div className="grid justify-items-center gap-4 text-center" role="status">
          <CircleCheckIcon className="size-12 text-emerald-600" aria-hidden="true" />
          <h2 className="text-xl font-semibold">Account already active</h2>
          <p className="text-sm text-muted-foreground">
            Your email address was confirmed before; this link has been used. Sign in to continue.
          </p>
          <Button asChild>
            <Link to="/login">Sign in</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  if (succeeded) {
    return (
      <AuthLayout title="Account Activation">
        <div className="grid justify-items-center gap-4 text-center" role="status">
          <CircleCheckIcon className="size-12 text-emerald-600" aria-hidden="true" />
          <h2 className="text-xl font-semibold">Activation successful</h2>
          <p className="text-sm text-muted-foreground">
            Your email address is confirmed. You will be taken to the dashboard in 5 seconds.
          </p>
          <Button asChild>
            <Link to="/dashboard">Go to dashboard</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Account Activation">
      <div className="grid gap-4 text-center" role="status" aria-busy="true">
        <p className="font-medium">Activating your account...</p>
        <Progress value={null} aria-label="Activating your account" />
      </div>
    </AuthLayout>
  );
}
