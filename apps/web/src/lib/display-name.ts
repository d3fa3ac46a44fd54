import type { UserProfile } from '@budget/contract';
import { i18next } from './i18n/i18n.ts';

type NamedUser = Pick<UserProfile, 'firstName' | 'lastName' | 'username'>;

/** First and last name when both exist, else the username, else 'User' (in the interface's language). */
export function displayNameOf(user: NamedUser | null | undefined): string {
  const first = user?.firstName?.trim();
  const last = user?.lastName?.trim();
  if (first && last) return `${first} ${last}`;
  return user?.username?.trim() || i18next.t('user.fallbackName');
}

/** The avatar letter: the display name's first character, upper-cased. */
export function initialOf(name: string): string {
  return (name.trim().charAt(0) || 'U').toUpperCase();
}
