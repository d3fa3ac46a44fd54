import { INVITATION_LIFETIME_DAYS, MemberRole, type Language } from '@budget/contract';
import { compose } from '../account-links/account-links.mails.ts';

/** The landing page of an invitation: `$APP_URL/invitations/<token>`. */
export function invitationLink(appUrl: string, token: string): string {
  return new URL(`invitations/${encodeURIComponent(token)}`, `${appUrl}/`).toString();
}

interface GroupMailTexts {
  /** Who acted, when they have no name to show. */
  someone: string;
  role: (role: number) => string;
  subject: string;
  greeting: string;
  intro: (who: string, groupName: string, role: string) => string;
  linkLabel: string;
  outro: string;
}

/** The invitation's texts, in each language the app is written in (docs/decisions.md, 'Languages'). */
const INVITATION: Record<Language, GroupMailTexts> = {
  en: {
    someone: 'A member of Budget App',
    role: (role) => (role === MemberRole.Viewer ? 'a Viewer' : 'a Member'),
    subject: 'You are invited to join a group on Budget App',
    greeting: 'Hello,',
    intro: (who, groupName, as) =>
      `${who} invited you to join "${groupName}" on Budget App as ${as}. To accept, open this link and create an account or sign in:`,
    linkLabel: 'Accept the invitation',
    outro: `The link is valid for ${INVITATION_LIFETIME_DAYS} days and works once. If you did not expect it, ignore this mail.`,
  },
  pl: {
    someone: 'Użytkownik Budget App',
    role: (role) => (role === MemberRole.Viewer ? 'obserwator' : 'członek'),
    subject: 'Zaproszenie do grupy w Budget App',
    greeting: 'Witaj!',
    intro: (who, groupName, role) =>
      `${who} zaprasza Cię do grupy „${groupName}” w Budget App (rola: ${role}). Aby przyjąć zaproszenie, otwórz ten link i załóż konto lub zaloguj się:`,
    linkLabel: 'Przyjmij zaproszenie',
    outro: `Link jest ważny przez ${INVITATION_LIFETIME_DAYS} dni i działa jeden raz. Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.`,
  },
};

const ADDED: Record<Language, GroupMailTexts> = {
  en: {
    ...INVITATION.en,
    subject: 'You were added to a group on Budget App',
    intro: (who, groupName, as) =>
      `${who} added you to "${groupName}" on Budget App as ${as}. You can open the group here:`,
    linkLabel: 'Open the group',
    outro:
      'If you did not expect this, you can leave the group from the Groups screen, or ignore this mail.',
  },
  pl: {
    ...INVITATION.pl,
    subject: 'Dodano Cię do grupy w Budget App',
    intro: (who, groupName, role) =>
      `${who} dodał(a) Cię do grupy „${groupName}” w Budget App (rola: ${role}). Grupę możesz otworzyć tutaj:`,
    linkLabel: 'Otwórz grupę',
    outro:
      'Jeśli się tego nie spodziewasz, możesz opuścić grupę na ekranie Grupy albo zignorować tę wiadomość.',
  },
};

/**
 * The mail to an invited address. The subject is fixed text: the group's and the inviter's names
 * are typed by users, so they stay in the body, escaped in its HTML.
 */
export function invitationMail(
  appUrl: string,
  invitation: {
    to: string;
    groupName: string;
    inviterName: string | null;
    role: number;
    language: Language;
  },
  token: string,
) {
  const texts = INVITATION[invitation.language];
  const who = invitation.inviterName ?? texts.someone;
  return compose({
    to: invitation.to,
    subject: texts.subject,
    greeting: texts.greeting,
    intro: texts.intro(who, invitation.groupName, texts.role(invitation.role)),
    link: invitationLink(appUrl, token),
    linkLabel: texts.linkLabel,
    outro: texts.outro,
  });
}

/**
 * The mail to a registered account that Add Member put in a group, with a link to the group.
 * Fixed subject, user-typed names in the body only, as in the invitation.
 */
export function addedToGroupMail(
  appUrl: string,
  added: {
    to: string;
    groupId: string;
    groupName: string;
    adderName: string | null;
    role: number;
    language: Language;
  },
) {
  const texts = ADDED[added.language];
  const who = added.adderName ?? texts.someone;
  const link = new URL('groups', `${appUrl}/`);
  link.searchParams.set('group', added.groupId);
  return compose({
    to: added.to,
    subject: texts.subject,
    greeting: texts.greeting,
    intro: texts.intro(who, added.groupName, texts.role(added.role)),
    link: link.toString(),
    linkLabel: texts.linkLabel,
    outro: texts.outro,
  });
}
