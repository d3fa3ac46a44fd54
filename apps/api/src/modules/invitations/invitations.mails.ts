import { INVITATION_LIFETIME_DAYS, MemberRole } from '@budget/contract';
import { compose } from '../account-links/account-links.mails.ts';

/** The landing page of an invitation: `$APP_URL/invitations/<token>`. */
export function invitationLink(appUrl: string, token: string): string {
  return new URL(`invitations/${encodeURIComponent(token)}`, `${appUrl}/`).toString();
}

/**
 * The mail to an invited address. The subject is fixed text: the group's and the inviter's names
 * are typed by users, so they stay in the body, escaped in its HTML.
 */
export function invitationMail(
  appUrl: string,
  invitation: { to: string; groupName: string; inviterName: string | null; role: number },
  token: string,
) {
  const who = invitation.inviterName ?? 'A member of Budget App';
  const as = invitation.role === MemberRole.Viewer ? 'a Viewer' : 'a Member';
  return compose({
    to: invitation.to,
    subject: 'You are invited to join a group on Budget App',
    greeting: 'Hello,',
    intro: `${who} invited you to join "${invitation.groupName}" on Budget App as ${as}. To accept, open this link and create an account or sign in:`,
    link: invitationLink(appUrl, token),
    linkLabel: 'Accept the invitation',
    outro: `The link is valid for ${INVITATION_LIFETIME_DAYS} days and works once. If you did not expect it, ignore this mail.`,
  });
}
