import { InvitationState, type AcceptedInvitation, type InvitationLink } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import { isoAt } from '../../lib/time.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { GroupAccess } from '../access/group-access.ts';
import { lockGroupForMembers, touchGroup } from '../groups/groups.service.ts';
import * as repository from './invitations.repository.ts';
import { inviterName, stateOf } from './invitations.service.ts';

/**
 * What the holder of an invitation link may do: see it, accept it signed in, or register from it
 * (docs/decisions.md, 'Invitations').
 */

const LINK_NOT_FOUND = 'Invitation not found. Check the link, or ask for a new invitation.';

/** Why a link that is no longer pending cannot be used, as the accepting user reads it. */
const REFUSALS: Record<Exclude<InvitationState, 'pending'>, () => Error> = {
  [InvitationState.Expired]: () => badRequest('This invitation has expired. Ask for a new one.'),
  [InvitationState.Revoked]: () => badRequest('This invitation was revoked.'),
  [InvitationState.Accepted]: () => conflict('This invitation has already been used.'),
};

/** The same, as a registration that went ahead without joining tells it. */
const NOT_JOINED: Record<Exclude<InvitationState, 'pending'>, string> = {
  [InvitationState.Expired]: 'The invitation has expired, so no group was joined.',
  [InvitationState.Revoked]: 'The invitation was revoked, so no group was joined.',
  [InvitationState.Accepted]: 'The invitation has already been used, so no group was joined.',
};

/** An invitation that a registration may use up. */
export interface UsableInvitation {
  id: string;
  groupId: string;
  role: number;
}

async function byToken(db: Kysely<Database>, token: string) {
  return repository.findByTokenHash(db, hashToken(token));
}

/** Uses the invitation up and adds the user to its group, in one database transaction. */
async function join(db: Kysely<Database>, invitation: UsableInvitation, userId: string) {
  return db.transaction().execute(async (trx) => {
    await lockGroupForMembers(trx, invitation.groupId);
    const now = isoAt(Date.now());
    if (!(await repository.markAccepted(trx, invitation.id, userId, now))) return false;
    await repository.joinGroup(trx, {
      group_id: invitation.groupId,
      user_id: userId,
      role: invitation.role,
      joined_at: now,
    });
    await touchGroup(trx, invitation.groupId, now);
    return true;
  });
}

export function createInvitationLinksService({ db }: { db: Kysely<Database> }) {
  return {
    /** The landing page's content. It never says whether the address has an account. */
    async show(token: string): Promise<InvitationLink> {
      const row = await byToken(db, token);
      if (!row) throw notFound(LINK_NOT_FOUND);
      return {
        groupId: row.group_id,
        groupName: row.group_name,
        inviterName: inviterName(row),
        role: row.role as InvitationLink['role'],
        email: row.email,
        state: stateOf(row),
        expiresAt: row.expires_at,
      };
    },

    /**
     * A signed-in, confirmed user whose address the invitation was sent to joins the group with
     * its role; the link then stops working. A member already keeps their role.
     */
    async accept(access: GroupAccess, email: string, token: string): Promise<AcceptedInvitation> {
      access.requireConfirmedEmail();
      const row = await byToken(db, token);
      if (!row) throw notFound(LINK_NOT_FOUND);
      const state = stateOf(row);
      if (state !== InvitationState.Pending) throw REFUSALS[state]();
      if (row.email !== email) {
        throw forbidden(
          `This invitation was sent to ${row.email}, another address than your account's. Sign in with that address to accept it.`,
        );
      }
      const invitation = { id: row.id, groupId: row.group_id, role: row.role };
      if (!(await join(db, invitation, access.userId))) {
        // Used, revoked or expired since it was read (or its group deleted): say which.
        const since = await byToken(db, token);
        if (!since) throw notFound(LINK_NOT_FOUND);
        const state = stateOf(since);
        throw REFUSALS[state === InvitationState.Pending ? InvitationState.Accepted : state]();
      }
      access.forget(row.group_id);
      return {
        groupId: row.group_id,
        groupName: row.group_name,
        role: row.role as AcceptedInvitation['role'],
      };
    },
  };
}

export type InvitationLinksService = ReturnType<typeof createInvitationLinksService>;

/**
 * Registration with an invitation's token: usable when it is pending and was sent to the
 * address registering (the mail reached it, so the account starts confirmed). Otherwise the
 * registration goes on as any other, with a warning saying why no group was joined, and an
 * invitation sent to another address stays open for that one.
 */
export async function invitationForRegistration(
  db: Kysely<Database>,
  token: string,
  email: string,
): Promise<{ usable: UsableInvitation | null; warning: string | null }> {
  const row = await byToken(db, token);
  if (!row)
    return { usable: null, warning: 'The invitation link is not valid, so no group was joined.' };
  const state = stateOf(row);
  if (state !== InvitationState.Pending) return { usable: null, warning: NOT_JOINED[state] };
  if (row.email !== email) {
    return {
      usable: null,
      warning: 'The invitation was sent to another address, so no group was joined.',
    };
  }
  return { usable: { id: row.id, groupId: row.group_id, role: row.role }, warning: null };
}

/** The new account joins the invitation's group; a warning when it was used up meanwhile. */
export async function joinFromRegistration(
  db: Kysely<Database>,
  invitation: UsableInvitation,
  userId: string,
): Promise<string | null> {
  return (await join(db, invitation, userId))
    ? null
    : 'The invitation was used or revoked meanwhile, so no group was joined.';
}
