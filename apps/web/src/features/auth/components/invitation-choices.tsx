import type { InvitationLink, UserProfile } from '@budget/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlertIcon, LogInIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
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
import { INVITATION_MESSAGES } from '../messages.ts';

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
  const location = useLocation();
  const from = { pathname: location.pathname };
  const inviter = invitation.inviterName ?? 'the person who invited you';

  if (invitation.state === 'expired') {
    return (
      <Notice title="This invitation has expired">
        <p>Ask {inviter} to send you a new one.</p>
      </Notice>
    );
  }
  if (invitation.state === 'revoked') {
    return (
      <Notice title="This invitation was revoked">
        <p>It can no longer be used. Ask {inviter} if you should still join.</p>
      </Notice>
    );
  }
  if (invitation.state === 'accepted') {
    return (
      <Notice title="This invitation has already been used">
        <p>Each invitation link works once.</p>
        <div>
          <Button asChild variant="outline" size="sm" className="bg-card">
            <Link to="/login" state={{ from }}>
              Sign in
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
            Create an account
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/login" state={{ from }}>
            <LogInIcon />
            Sign in
          </Link>
        </Button>
        <p className="text-center text-sm text-muted-foreground">
          Already have an account with {invitation.email}? Sign in to accept.
        </p>
      </div>
    );
  }
  if (user.email !== invitation.email) return <OtherAccount invitation={invitation} user={user} />;
  if (!user.emailConfirmed) {
    return (
      <Notice title="Confirm your email address first">
        <p>Open the confirmation link we emailed to {user.email}, then come back to this page.</p>
        <div>
          <ResendVerificationButton email={user.email} toastOptions={AUTH_TOAST} size="sm" />
        </div>
      </Notice>
    );
  }
  return <JoinButton token={token} invitation={invitation} />;
}

function JoinButton({ token, invitation }: { token: string; invitation: InvitationLink }) {
  const navigate = useNavigate();
  const accept = useAcceptInvitationMutation({ toast: AUTH_TOAST });

  async function join() {
    try {
      const { data } = await accept.mutateAsync(token);
      toast.success(INVITATION_MESSAGES.joined(data.groupName));
      await navigate(manageGroupHref(data.groupId), { replace: true });
    } catch {
      // The query client has shown the failure (src/lib/mutation-errors.ts).
    }
  }

  return (
    <Button onClick={() => void join()} disabled={accept.isPending}>
      {accept.isPending ? <Spinner /> : <UsersIcon />}
      Join {invitation.groupName}
    </Button>
  );
}

/** Signed in with another address: only that address's account may accept. */
function OtherAccount({ invitation, user }: { invitation: InvitationLink; user: UserProfile }) {
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
    <Notice title="This invitation is for another address">
      <p>
        It was sent to {invitation.email}, and you are signed in as {user.email}. Sign out, then
        create an account or sign in with {invitation.email} to accept it.
      </p>
      <div>
        <Button
          variant="outline"
          size="sm"
          className="bg-card"
          onClick={() => void signOut()}
          disabled={signingOut}
        >
          {signingOut ? <Spinner /> : null}
          Sign out
        </Button>
      </div>
    </Notice>
  );
}
