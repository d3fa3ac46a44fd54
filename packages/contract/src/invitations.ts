import { z } from 'zod';
import { NOT_BLANK, tokenField } from './fields.ts';
import { groupIdField, inviteRoleSchema } from './groups.ts';

/** How long an e-mailed invitation link works (docs/decisions.md, 'Invitations'). */
export const INVITATION_LIFETIME_DAYS = 7;
/** An invitation is mailed again at most once a minute. */
export const INVITATION_RESEND_COOLDOWN_SECONDS = 60;

/**
 * The warning PUT /groups/assign-users answers for an address without an account: an invitation
 * went out instead. The web app tells it from the other warnings by this text.
 */
export function invitationSentMessage(email: string): string {
  return `An invitation to join was sent to ${email}.`;
}

/** The same address was invited less than a minute ago: no second mail yet. */
export function invitationRecentlySentMessage(email: string): string {
  return `An invitation was sent to ${email} less than a minute ago. Please wait before sending it again.`;
}

/** Where an invitation stands, as its landing page tells it. */
export const InvitationState = {
  Pending: 'pending',
  Expired: 'expired',
  Accepted: 'accepted',
  Revoked: 'revoked',
} as const;
export type InvitationState = (typeof InvitationState)[keyof typeof InvitationState];

export const invitationStateSchema = z.enum([
  InvitationState.Pending,
  InvitationState.Expired,
  InvitationState.Accepted,
  InvitationState.Revoked,
]);

const invitationIdField = z
  .string()
  .trim()
  .regex(NOT_BLANK, 'Invitation ID is required')
  .max(64, 'Invitation ID is invalid');

/** An invitation of a group not yet accepted or revoked, as Owners and Members see it. */
export const groupInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: inviteRoleSchema,
  /** The inviter's display name; null once their account is gone. */
  invitedBy: z.string().nullable(),
  /** When the newest mail of it was sent. */
  sentAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** The link has expired: Resend mails a new one. */
  expired: z.boolean(),
});
export type GroupInvitation = z.infer<typeof groupInvitationSchema>;

export const groupInvitationParamsSchema = z.object({
  groupId: groupIdField,
  invitationId: invitationIdField,
});

export const invitationTokenParamsSchema = z.object({ token: tokenField });

/**
 * GET /invitations/:token, for whoever holds the link: what the invitation offers. It never says
 * whether the address has an account.
 */
export const invitationLinkSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  inviterName: z.string().nullable(),
  role: inviteRoleSchema,
  email: z.string(),
  state: invitationStateSchema,
  expiresAt: z.iso.datetime(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

/** POST /invitations/:token/accept: the group joined. */
export const acceptedInvitationSchema = z.object({
  groupId: z.string(),
  groupName: z.string(),
  role: inviteRoleSchema,
});
export type AcceptedInvitation = z.infer<typeof acceptedInvitationSchema>;
