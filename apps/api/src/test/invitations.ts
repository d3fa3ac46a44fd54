import type { Group } from '@budget/contract';
import { expect } from 'vitest';
import type { TestClient, TestContext } from './test-app.ts';

let sequence = 0;

/** An address no account holds. */
export function newAddress(prefix = 'invitee'): string {
  sequence += 1;
  return `${prefix}${Date.now().toString(36)}${sequence}@example.test`;
}

/** Add Member with one address: an invitation when no account holds it. */
export async function invite(client: TestClient, groupId: string, email: string, role?: number) {
  const response = await client.put<Group>('/groups/assign-users', {
    groupId,
    userEmails: [email],
    role,
  });
  expect(response.status).toBe(200);
  return response;
}

/** The token of the newest invitation mailed to the address, and the mail it came in. */
export async function mailedInvitation(ctx: TestContext, email: string) {
  await ctx.app.mailer.idle();
  const mail = await ctx.mailbox.latest(email, 'invited');
  const link = new URL(mail.link ?? '');
  return { token: decodeURIComponent(link.pathname.split('/').pop() ?? ''), link, mail };
}

/** Moves an invitation's times back, as if a minute or a week had passed (tests only). */
export async function ageInvitation(
  ctx: TestContext,
  email: string,
  change: { sentSecondsAgo?: number; expired?: boolean },
): Promise<void> {
  const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
  await ctx.app.db
    .updateTable('group_invitations')
    .set({
      ...(change.sentSecondsAgo ? { last_sent_at: ago(change.sentSecondsAgo * 1000) } : {}),
      ...(change.expired ? { expires_at: ago(1000) } : {}),
    })
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}
