import type { Language } from '@budget/contract';
import type { MailMessage } from '../../plugins/mailer.ts';

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

interface MailParts {
  to: string;
  subject: string;
  greeting: string;
  intro: string;
  link: string;
  linkLabel: string;
  outro: string;
}

/**
 * Plain text plus simple HTML; the link stands on a line of its own in both. Invitations are
 * composed the same way.
 */
export function compose(parts: MailParts): MailMessage {
  const text = [
    parts.greeting,
    '',
    parts.intro,
    '',
    parts.link,
    '',
    parts.outro,
    '',
    'Budget App',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(parts.greeting)}</p>`,
    `<p>${escapeHtml(parts.intro)}</p>`,
    `<p><a href="${escapeHtml(parts.link)}">${escapeHtml(parts.linkLabel)}</a></p>`,
    `<p>${escapeHtml(parts.link)}</p>`,
    `<p>${escapeHtml(parts.outro)}</p>`,
    '<p>Budget App</p>',
  ].join('\n');
  return { to: parts.to, subject: parts.subject, text, html, link: parts.link };
}

function linkTo(appUrl: string, path: string, token: string, email: string): string {
  const url = new URL(path, `${appUrl}/`);
  url.searchParams.set('token', token);
  url.searchParams.set('email', email);
  return url.toString();
}

/** A mail's own texts, in each language the app is written in (docs/decisions.md, 'Languages'). */
interface LinkMailTexts {
  subject: string;
  greeting: (username: string) => string;
  intro: string;
  linkLabel: string;
  outro: string;
}

const ACTIVATION: Record<Language, LinkMailTexts> = {
  en: {
    subject: 'Confirm your e-mail address for Budget App',
    greeting: (username) => `Hello ${username},`,
    intro: 'Please confirm your e-mail address by opening this link:',
    linkLabel: 'Confirm e-mail address',
    outro:
      'The link is valid for 24 hours and works once. If you did not ask for it, ignore this mail.',
  },
  pl: {
    subject: 'Potwierdź swój adres e-mail w Budget App',
    greeting: (username) => `Witaj, ${username}!`,
    intro: 'Potwierdź swój adres e-mail, otwierając ten link:',
    linkLabel: 'Potwierdź adres e-mail',
    outro:
      'Link jest ważny przez 24 godziny i działa jeden raz. Jeśli to nie Ty o niego prosisz, zignoruj tę wiadomość.',
  },
};

const PASSWORD_RESET: Record<Language, LinkMailTexts> = {
  en: {
    subject: 'Reset your Budget App password',
    greeting: (username) => `Hello ${username},`,
    intro:
      'Someone asked to reset the password of your Budget App account. To choose a new one, open this link:',
    linkLabel: 'Reset password',
    outro:
      'The link is valid for 1 hour and works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  },
  pl: {
    subject: 'Zresetuj hasło do Budget App',
    greeting: (username) => `Witaj, ${username}!`,
    intro:
      'Ktoś poprosił o zresetowanie hasła do Twojego konta w Budget App. Aby ustawić nowe hasło, otwórz ten link:',
    linkLabel: 'Zresetuj hasło',
    outro:
      'Link jest ważny przez 1 godzinę i działa jeden raz. Jeśli to nie Ty o niego prosisz, zignoruj tę wiadomość: Twoje hasło pozostanie bez zmian.',
  },
};

interface LinkMail {
  to: string;
  username: string;
  token: string;
  language: Language;
}

export function activationMail(appUrl: string, { to, username, token, language }: LinkMail) {
  const texts = ACTIVATION[language];
  return compose({
    to,
    subject: texts.subject,
    greeting: texts.greeting(username),
    intro: texts.intro,
    link: linkTo(appUrl, 'activate-account', token, to),
    linkLabel: texts.linkLabel,
    outro: texts.outro,
  });
}

export function passwordResetMail(appUrl: string, { to, username, token, language }: LinkMail) {
  const texts = PASSWORD_RESET[language];
  return compose({
    to,
    subject: texts.subject,
    greeting: texts.greeting(username),
    intro: texts.intro,
    link: linkTo(appUrl, 'reset-password', token, to),
    linkLabel: texts.linkLabel,
    outro: texts.outro,
  });
}
