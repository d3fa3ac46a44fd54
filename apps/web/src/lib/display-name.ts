import type { UserProfile } from '@budget/contract';

type NamedUser = Pick<UserProfile, 'firstName' | 'lastName' | 'username'>;

/** First and last name when both exist, else the username, else 'User'. */
export function displayNameOf(user: NamedUser | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return user?.username?.trim() || 'User';
}

/** The avatar letter: the display name's first character, upper-cased. */
export function initialOf(name: string): string {
  return (name.trim().charAt(0) || 'U').toUpperCase();
}
