import type { Transaction } from 'kysely';
import type { Database, UserTokenPurpose } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { HOUR, isoAt } from '../../lib/time.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { activationMail, passwordResetMail } from './auth.mails.ts';
import { insertToken, revokeTokens } from './auth.repository.ts';

const LIFETIME: Record<UserTokenPurpose, number> = {
  activation: 24 * HOUR,
  password_reset: 1 * HOUR,
};

interface Recipient {
  id: string;
  email: string;
  username: string;
}

/** Stores a fresh single-use token (hashed), revoking older ones of the purpose. */
async function issueToken(
  db: ServiceDeps['db'] | Transaction<Database>,
  user: Recipient,
  purpose: UserTokenPurpose,
): Promise<string> {
  const token = randomToken();
  const now = Date.now();
  await revokeTokens(db, user.id, purpose, isoAt(now));
  await insertToken(db, {
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

/** E-mails an activation link for the user's current address. */
export async function sendActivationLink(deps: ServiceDeps, user: Recipient): Promise<void> {
  const token = await issueToken(deps.db, user, 'activation');
  deps.mailer.send(activationMail(deps.config.appUrl, user.email, user.username, token));
}

export async function sendPasswordResetLink(deps: ServiceDeps, user: Recipient): Promise<void> {
  const token = await issueToken(deps.db, user, 'password_reset');
  deps.mailer.send(passwordResetMail(deps.config.appUrl, user.email, user.username, token));
}
