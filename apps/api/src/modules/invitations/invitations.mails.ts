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

/**
 * The mail to a registered account that Add Member put in a group, with a link to the group.
 * Fixed subject, user-typed names in the body only, as in the invitation.
 */
export function addedToGroupMail(
  appUrl: string,
  added: { to: string; groupId: string; groupName: string; adderName: string | null; role: number },
) {
  const who = added.adderName ?? 'A member of Budget App';
  const as = added.role === MemberRole.Viewer ? 'a Viewer' : 'a Member';
  const link = new URL('groups', `${appUrl}/`);
  link.searchParams.set('group', added.groupId);
  return compose({
    to: added.to,
    subject: 'You were added to a group on Budget App',
    greeting: 'Hello,',
    intro: `${who} added you to "${added.groupName}" on Budget App as ${as}. You can open the group here:`,
    link: link.toString(),
    linkLabel: 'Open the group',
    outro:
      'If you did not expect this, you can leave the group from the Groups screen, or ignore this mail.',
  });
}
