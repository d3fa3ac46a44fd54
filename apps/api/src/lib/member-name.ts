/**
 * How every screen names a member (docs/decisions.md, 'Member names'): first and last name when
 * given, else the user name, else (an account without one) the e-mail.
 */
export const memberName = (user: {
  email: string;
  username?: string | null;
  first_name: string | null;
  last_name: string | null;
}): string =>
  [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username || user.email;
