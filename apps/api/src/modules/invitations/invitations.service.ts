import {
  INVITATION_LIFETIME_DAYS,
  INVITATION_RESEND_COOLDOWN_SECONDS,
  InvitationState,
  invitationRecentlySentMessage,
  invitationSentMessage,
  type GroupInvitation,
  type Language,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import { conflict, forbidden, notFound, tooManyRequests } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { DAY, SECOND, isoAt } from '../../lib/time.ts';
import { hashToken, randomToken } from '../../lib/tokens.ts';
import { GroupAction, ROLES_ALLOWED, type GroupAccess } from '../access/group-access.ts';
import { chosenLanguages } from '../preferences/preferences.service.ts';
import { addedToGroupMail, invitationMail } from './invitations.mails.ts';
import * as repository from './invitations.repository.ts';

export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * DAY;
export const INVITATION_COOLDOWN_MS = INVITATION_RESEND_COOLDOWN_SECONDS * SECOND;

export const INVITATION_NOT_FOUND = 'Invitation not found';
const VIEWERS_REFUSED = 'Viewers cannot see or send invitations';
const ALREADY_ACCEPTED = 'This invitation has already been accepted.';

type Row = repository.InvitationRow;
interface Names {
  username: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** As the product names people: first and last name when both exist, else the username. */
export function inviterName(names: Names): string | null {
  if (names.username === null) return null;
  return names.first_name && names.last_name
    ? `${names.first_name} ${names.last_name}`
    : names.username;
}

export function stateOf(row: Row, now = Date.now()): InvitationState {
  if (row.revoked_at !== null) return InvitationState.Revoked;
  if (row.accepted_at !== null) return InvitationState.Accepted;
  return Date.parse(row.expires_at) <= now ? InvitationState.Expired : InvitationState.Pending;
}

function toGroupInvitation(row: Row & Names): GroupInvitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role as GroupInvitation['role'],
    invitedBy: inviterName(row),
    sentAt: row.last_sent_at,
    expiresAt: row.expires_at,
    expired: stateOf(row) === InvitationState.Expired,
  };
}

/** Owner and Member, as for Add Member; a Viewer 403, not a member 404. */
async function requireInviter(access: GroupAccess, groupId: string): Promise<void> {
  const role = await access.require(groupId, GroupAction.Read);
  if (!ROLES_ALLOWED[GroupAction.AddMember].includes(role)) throw forbidden(VIEWERS_REFUSED);
}

/**
 * Mails the invitation behind `token` (its group's and inviter's names read afresh), in the
 * inviter's language: the address has no account to have chosen one (docs/decisions.md,
 * 'Languages').
 */
async function mailInvitation(
  { db, mailer, config }: ServiceDeps,
  token: string,
  language: Language,
): Promise<void> {
  const row = await repository.findByTokenHash(db, hashToken(token));
  if (!row) return;
  const message = invitationMail(
    config.appUrl,
    {
      to: row.email,
      groupName: row.group_name,
      inviterName: inviterName(row),
      role: row.role,
      language,
    },
    token,
  );
  mailer.send(message);
}

/** A fresh token and seven days for an open invitation; false when a resend came first. */
async function reissue(db: Kysely<Database>, row: Row, role: number): Promise<string | null> {
  const token = randomToken();
  const now = Date.now();
  const reissued = await repository.reissue(db, row.id, row.last_sent_at, {
    token_hash: hashToken(token),
    role,
    expires_at: isoAt(now + INVITATION_LIFETIME_MS),
    last_sent_at: isoAt(now),
  });
  return reissued ? token : null;
}

/** An open invitation of the group, or 404 (409 once accepted). */
async function findOpen(
  db: Kysely<Database>,
  groupId: string,
  invitationId: string,
): Promise<Row & Names> {
  const row = await repository.findInGroup(db, groupId, invitationId);
  if (!row || row.revoked_at !== null) throw notFound(INVITATION_NOT_FOUND);
  if (row.accepted_at !== null) throw conflict(ALREADY_ACCEPTED);
  return row;
}

/**
 * A new invitation's token; null when another request invited the address to the group at the
 * same moment (it mails it).
 */
async function insertInvitation(
  db: Kysely<Database>,
  access: GroupAccess,
  groupId: string,
  email: string,
  role: number,
): Promise<string | null> {
  const token = randomToken();
  const now = Date.now();
  try {
    await repository.insertInvitation(db, {
      id: randomUUID(),
      group_id: groupId,
      email,
      role,
      token_hash: hashToken(token),
      invited_by: access.userId,
      created_at: isoAt(now),
      expires_at: isoAt(now + INVITATION_LIFETIME_MS),
      last_sent_at: isoAt(now),
      accepted_at: null,
      accepted_by: null,
      revoked_at: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
  return token;
}

/** Invitations as the group's Owners and Members send and manage them. */
export function createInvitationsService(deps: ServiceDeps) {
  const { db } = deps;

  return {
    /**
     * PUT /groups/assign-users for an address without an account: mails an invitation with the
     * role asked for and answers the warning to show. An open invitation to the same address is
     * mailed anew (new link, new role, seven more days) rather than doubled, once a minute at most.
     */
    async invite(access: GroupAccess, groupId: string, email: string, role: number) {
      await requireInviter(access, groupId);
      const open = await repository.findOpen(db, groupId, email);
      let token: string | null;
      if (open) {
        const waited = Date.now() - Date.parse(open.last_sent_at);
        token = waited >= INVITATION_COOLDOWN_MS ? await reissue(db, open, role) : null;
      } else {
        token = await insertInvitation(db, access, groupId, email, role);
      }
      if (!token) return invitationRecentlySentMessage(email);
      await mailInvitation(deps, token, access.language);
      return invitationSentMessage(email);
    },

    /**
     * Mails each account Add Member has just put in the group that it was, and by whom
     * (docs/decisions.md, 'Invitations'); sent in the background like every mail, each in its
     * reader's language, else the adder's.
     */
    async tellAdded(
      access: GroupAccess,
      groupId: string,
      added: { id: string; email: string }[],
      role: number,
    ) {
      if (added.length === 0) return;
      const names = await repository.findGroupAndMember(db, groupId, access.userId);
      if (!names) return;
      const adderName = inviterName(names);
      const languages = await chosenLanguages(
        db,
        added.map((user) => user.id),
      );
      for (const { id, email: to } of added) {
        deps.mailer.send(
          addedToGroupMail(deps.config.appUrl, {
            to,
            groupId,
            groupName: names.group_name,
            adderName,
            role,
            language: languages.get(id) ?? access.language,
          }),
        );
      }
    },

    /** The group's invitations not yet accepted or revoked, expired ones included. */
    async list(access: GroupAccess, groupId: string): Promise<GroupInvitation[]> {
      await requireInviter(access, groupId);
      return (await repository.listOpen(db, groupId)).map(toGroupInvitation);
    },

    /** A new link, valid seven days from now; 429 with Retry-After within a minute of the last. */
    async resend(access: GroupAccess, groupId: string, invitationId: string) {
      await requireInviter(access, groupId);
      const row = await findOpen(db, groupId, invitationId);
      const wait = INVITATION_COOLDOWN_MS - (Date.now() - Date.parse(row.last_sent_at));
      const token = wait > 0 ? null : await reissue(db, row, row.role);
      if (!token) {
        throw tooManyRequests(
          Math.max(1, Math.ceil(wait / SECOND)),
          invitationRecentlySentMessage(row.email),
        );
      }
      await mailInvitation(deps, token, access.language);
      return toGroupInvitation(await findOpen(db, groupId, invitationId));
    },

    /** The link stops working at once. */
    async revoke(access: GroupAccess, groupId: string, invitationId: string): Promise<void> {
      await requireInviter(access, groupId);
      const row = await findOpen(db, groupId, invitationId);
      if (!(await repository.revoke(db, row.id, isoAt(Date.now())))) {
        await findOpen(db, groupId, invitationId); // accepted (409) or revoked (404) meanwhile
      }
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
