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

export function activationMail(appUrl: string, to: string, username: string, token: string) {
  return compose({
    to,
    subject: 'Confirm your e-mail address for Budget App',
    greeting: `Hello ${username},`,
    intro: 'Please confirm your e-mail address by opening this link:',
    link: linkTo(appUrl, 'activate-account', token, to),
    linkLabel: 'Confirm e-mail address',
    outro:
      'The link is valid for 24 hours and works once. If you did not ask for it, ignore this mail.',
  });
}

export function passwordResetMail(appUrl: string, to: string, username: string, token: string) {
  return compose({
    to,
    subject: 'Reset your Budget App password',
    greeting: `Hello ${username},`,
    intro:
      'Someone asked to reset the password of your Budget App account. To choose a new one, open this link:',
    link: linkTo(appUrl, 'reset-password', token, to),
    linkLabel: 'Reset password',
    outro:
      'The link is valid for 1 hour and works once. If you did not ask for it, ignore this mail: your password stays as it is.',
  });
}
