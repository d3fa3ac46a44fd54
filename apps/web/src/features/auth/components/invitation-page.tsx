import { MemberRole, type InvitationLink } from '@budget/contract';
import { SearchXIcon } from 'lucide-react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { Button } from '@/components/ui/button.tsx';
import { Progress } from '@/components/ui/progress.tsx';
import { isApiClientError } from '@/lib/api-client-error.ts';
import { formatDate } from '@/lib/format-date.ts';
import { manageGroupHref } from '@/lib/group-links.ts';
import { useSession } from '@/lib/session/use-session.ts';
import { useInvitationQuery } from '../api/use-invitation-query.ts';
import { AuthLayout } from './auth-layout.tsx';
import { InvitationChoices } from './invitation-choices.tsx';

/** 'Member' or 'Viewer', as the invitation gives it. */
function invitationRoleKey(role: number) {
  return role === MemberRole.Viewer ? 'invitation.roleViewer' : 'invitation.roleMember';
}

/**
 * /invitations/:token, the landing page of an e-mailed invitation (public): the group, who
 * invited, the role and the address it was sent to, then what the visitor can do with it
 * (docs/decisions.md, 'Invitations').
 */
export function InvitationPage() {
  const { t } = useTranslation('auth');
  const token = useParams().token ?? '';
  const query = useInvitationQuery(token);
  const session = useSession();

  if (query.isPending || !session.isInitialized) {
    return (
      <AuthLayout title={t('invitation.title')}>
        <div className="grid gap-4 text-center" role="status" aria-busy="true">
          <p className="font-medium">{t('invitation.loading')}</p>
          <Progress value={null} aria-label={t('invitation.loadingLabel')} />
        </div>
      </AuthLayout>
    );
  }

  if (query.isError) {
    const unknown = isApiClientError(query.error) && query.error.status === 404;
    return (
      <AuthLayout title={t('invitation.notFoundTitle')}>
        <div className="grid justify-items-center gap-4 text-center" role="alert">
          <SearchXIcon className="size-12 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm text-muted-foreground">
            {unknown ? t('invitation.notValid') : query.error.message}
          </p>
          {unknown ? null : (
            <Button variant="outline" onClick={() => void query.refetch()}>
              {t('invitation.tryAgain')}
            </Button>
          )}
          <Button asChild variant="link">
            <Link to="/login">{t('invitation.goToSignIn')}</Link>
          </Button>
        </div>
      </AuthLayout>
    );
  }

  const invitation = query.data;
  const user = session.user;
  // Back here after registering from this invitation and signing in: on to the group.
  if (invitation.state === 'accepted' && user?.email === invitation.email) {
    return <Navigate to={manageGroupHref(invitation.groupId)} replace />;
  }

  return (
    <AuthLayout
      title={t('invitation.joinTitle', { group: invitation.groupName })}
      description={
        <Trans
          t={t}
          i18nKey="invitation.invitedYou"
          values={{
            inviter: invitation.inviterName ?? t('invitation.aMember'),
            group: invitation.groupName,
          }}
          components={{ 1: <span className="font-medium text-foreground" /> }}
        />
      }
    >
      <div className="grid gap-6">
        <InvitationDetails invitation={invitation} />
        <InvitationChoices token={token} invitation={invitation} user={user} />
      </div>
    </AuthLayout>
  );
}

function InvitationDetails({ invitation }: { invitation: InvitationLink }) {
  const { t } = useTranslation('auth');
  const rows: [string, string][] = [
    [t('invitation.group'), invitation.groupName],
    [t('invitation.invitedBy'), invitation.inviterName ?? t('invitation.formerMember')],
    [t('invitation.role'), t(invitationRoleKey(invitation.role))],
    [t('invitation.sentTo'), invitation.email],
    [
      invitation.state === 'expired' ? t('invitation.expired') : t('invitation.validUntil'),
      formatDate(invitation.expiresAt),
    ],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border bg-muted/40 p-4 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="font-medium break-all">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
