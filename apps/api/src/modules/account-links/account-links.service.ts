import type { Language } from '@budget/contract';
import type { Kysely, Transaction } from 'kysely';
import type { Database, UserTokenPurpose } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { HOUR, isoAt, isoNow } from '../../lib/time.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { chosenLanguages } from '../preferences/preferences.service.ts';
import { activationMail, passwordResetMail } from './account-links.mails.ts';
import * as repository from './account-links.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

const LIFETIME: Record<UserTokenPurpose, number> = {
  activation: 24 * HOUR,
  password_reset: 1 * HOUR,
};

interface Recipient {
  id: string;
  email: string;
  username: string;
}

/** A link that may still be used: whose account it is and the address it was sent to. */
export interface UsableLink {
  id: string;
  userId: string;
  email: string;
}

/** Stores a fresh single-use token (hashed), revoking older ones of the purpose. */
async function issueToken(db: Db, user: Recipient, purpose: UserTokenPurpose): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await repository.revokeTokens(db, user.id, purpose, isoAt(now));
  await repository.insertToken(db, {
    id: hashToken(token),
    user_id: user.id,
    purpose,
    email: user.email,
    created_at: isoAt(now),
    expires_at: isoAt(now + LIFETIME[purpose]),
    used_at: null,
  });
  return token;
}

/**
 * The language of a mail to the user: the one they chose, else `requestLanguage`, that of the
 * request that sends it (docs/decisions.md, 'Languages').
 */
async function mailLanguage(db: Kysely<Database>, user: Recipient, requestLanguage: Language) {
  const chosen = await chosenLanguages(db, [user.id]);
  return chosen.get(user.id) ?? requestLanguage;
}

/** E-mails an activation link for the user's current address. */
export async function sendActivationLink(
  deps: ServiceDeps,
  user: Recipient,
  requestLanguage: Language,
): Promise<void> {
  const token = await issueToken(deps.db, user, 'activation');
  const language = await mailLanguage(deps.db, user, requestLanguage);
  const { email: to, username } = user;
  deps.mailer.send(activationMail(deps.config.appUrl, { to, username, token, language }));
}

export async function sendPasswordResetLink(
  deps: ServiceDeps,
  user: Recipient,
  requestLanguage: Language,
): Promise<void> {
  const token = await issueToken(deps.db, user, 'password_reset');
  const language = await mailLanguage(deps.db, user, requestLanguage);
  const { email: to, username } = user;
  deps.mailer.send(passwordResetMail(deps.config.appUrl, { to, username, token, language }));
}

/** The unused, unexpired link of the purpose that carried `token` to `email`, if there is one. */
export async function findUsableLink(
  db: Db,
  token: string,
  purpose: UserTokenPurpose,
  email: string,
): Promise<UsableLink | undefined> {
  const row = await repository.findUsableToken(db, hashToken(token), purpose, email, isoNow());
  return row && { id: row.id, userId: row.user_id, email: row.email };
}

/**
 * A link that once carried `token` to `email`, whatever became of it since; such a link shows
 * whoever opens it is the address's owner, so it may learn what became of that account.
 */
export async function findSentLink(
  db: Db,
  token: string,
  purpose: UserTokenPurpose,
  email: string,
): Promise<UsableLink | undefined> {
  const row = await repository.findKnownToken(db, hashToken(token), purpose, email);
  return row && { id: row.id, userId: row.user_id, email: row.email };
}

/** Uses the link up; false when another request used it first. */
export async function useLink(db: Db, link: UsableLink): Promise<boolean> {
  return repository.consumeToken(db, link.id, isoNow());
}

/** Forgets tokens past their expiry, used or not (the purge). */
export async function purgeExpiredLinks(db: Db, now: number): Promise<void> {
  await repository.deleteExpiredTokens(db, isoAt(now));
}
