import type { InvitationLink, UserProfile } from '@budget/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlertIcon, LogInIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { ResendVerificationButton } from '@/components/resend-verification-button.tsx';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { manageGroupHref } from '@/lib/group-links.ts';
import { clearSession } from '@/lib/session/session-query.ts';
import { beginSignOut, endSignOut } from '@/lib/session/sign-out.ts';
import { toast } from '@/lib/toast.ts';
import { AUTH_TOAST } from '@/lib/toast-options.ts';
import { useAcceptInvitationMutation } from '../api/use-accept-invitation-mutation.ts';
import { useLogoutMutation } from '../api/use-logout-mutation.ts';

/** The address of the register page for this invitation: its token, and its address, fixed. */
export function registerFromInvitationHref(token: string, email: string): string {
  return `/register?${new URLSearchParams({ invitation: token, email }).toString()}`;
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Alert variant="warning" role="alert">
      <CircleAlertIcon aria-hidden="true" />
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription>{children}</AlertDescription>
    </Alert>
  );
}

/** What the visitor can do with the invitation: register, sign in, join, or learn why not. */
export function InvitationChoices({
  token,
  invitation,
  user,
}: {
  token: string;
  invitation: InvitationLink;
  user: UserProfile | null;
}) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const from = { pathname: location.pathname };
  const inviter = invitation.inviterName;

  if (invitation.state === 'expired') {
    return (
      <Notice title={t('choices.expiredTitle')}>
        <p>
          {inviter === null ? t('choices.expiredAskInviter') : t('choices.expiredAsk', { inviter })}
        </p>
      </Notice>
    );
  }
  if (invitation.state === 'revoked') {
    return (
      <Notice title={t('choices.revokedTitle')}>
        <p>
          {inviter === null ? t('choices.revokedAskInviter') : t('choices.revokedAsk', { inviter })}
        </p>
      </Notice>
    );
  }
  if (invitation.state === 'accepted') {
    return (
      <Notice title={t('choices.usedTitle')}>
        <p>{t('choices.usedText')}</p>
        <div>
          <Button asChild variant="outline" size="sm" className="bg-card">
            <Link to="/login" state={{ from }}>
              {t('link.signIn')}
            </Link>
          </Button>
        </div>
      </Notice>
    );
  }
  if (!user) {
    return (
      <div className="grid gap-3">
        <Button asChild>
          <Link to={registerFromInvitationHref(token, invitation.email)}>
            <UserPlusIcon />
            {t('choices.createAccount')}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/login" state={{ from }}>
            <LogInIcon />
            {t('link.signIn')}
          </Link>
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          {t('choices.haveAccount', { email: invitation.email })}
        </p>
      </div>
    );
  }
  if (user.email !== invitation.email) return <OtherAccount invitation={invitation} user={user} />;
  if (!user.emailConfirmed) {
    return (
      <Notice title={t('choices.confirmTitle')}>
        <p>{t('choices.confirmText', { email: user.email })}</p>
        <div>
          <ResendVerificationButton email={user.email} toastOptions={AUTH_TOAST} size="sm" />
        </div>
      </Notice>
    );
  }
  return <JoinButton token={token} invitation={invitation} />;
}

function JoinButton({ token, invitation }: { token: string; invitation: InvitationLink }) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const accept = useAcceptInvitationMutation({ toast: AUTH_TOAST });

  async function join() {
    try {
      const { data } = await accept.mutateAsync(token);
      toast.success(t('messages.joined', { group: data.groupName }));
      await navigate(manageGroupHref(data.groupId), { replace: true });
    } catch {
      // The query client has shown the failure (src/lib/mutation-errors.ts).
    }
  }

  return (
    <Button onClick={() => void join()} disabled={accept.isPending}>
      {accept.isPending ? <Spinner /> : <UsersIcon />}
      {t('choices.join', { group: invitation.groupName })}
    </Button>
  );
}

/** Signed in with another address: only that address's account may accept. */
function OtherAccount({ invitation, user }: { invitation: InvitationLink; user: UserProfile }) {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const logout = useLogoutMutation({ toast: AUTH_TOAST });
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    beginSignOut();
    try {
      await logout.mutateAsync();
      // This page is public: it stays, now offering to register or sign in.
      clearSession(queryClient);
    } catch {
      // The query client has shown the failure.
      endSignOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <Notice title={t('choices.otherTitle')}>
      <p>{t('choices.otherText', { invited: invitation.email, current: user.email })}</p>
      <div>
        <Button
          variant="outline"
          size="sm"
          className="bg-card"
          onClick={() => void signOut()}
          disabled={signingOut}
        >
          {signingOut ? <Spinner /> : null}
          {t('choices.signOut')}
        </Button>
      </div>
    </Notice>
  );
}
