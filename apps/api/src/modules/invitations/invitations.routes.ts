import {
  acceptedInvitationSchema,
  groupIdParamsSchema,
  groupInvitationParamsSchema,
  groupInvitationSchema,
  invitationLinkSchema,
  invitationTokenParamsSchema,
} from '@budget/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { replies } from '../../lib/route-schema.ts';
import { sessionOf } from '../../plugins/sessions.ts';
import { groupAccess } from '../access/group-access.ts';

const tags = ['Invitations'];

export const invitationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { invitations, invitationLinks: links } = app;

  app.get(
    '/groups/:groupId/invitations',
    {
      schema: {
        tags,
        summary: "The group's invitations not yet accepted or revoked (Owner, Member)",
        params: groupIdParamsSchema,
        response: replies(z.array(groupInvitationSchema)),
      },
      onRequest: app.authenticate,
    },
    async (request) => ok(await invitations.list(groupAccess(request), request.params.groupId)),
  );

  app.post(
    '/groups/:groupId/invitations/:invitationId/resend',
    {
      schema: {
        tags,
        summary:
          'Mail an invitation again with a new link valid 7 days (Owner, Member; once a minute)',
        params: groupInvitationParamsSchema,
        response: replies(groupInvitationSchema),
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { groupId, invitationId } = request.params;
      return ok(await invitations.resend(groupAccess(request), groupId, invitationId));
    },
  );

  app.delete(
    '/groups/:groupId/invitations/:invitationId',
    {
      schema: {
        tags,
        summary: 'Revoke an invitation: its link stops working (Owner, Member)',
        params: groupInvitationParamsSchema,
        response: replies(z.null()),
      },
      onRequest: app.authenticate,
    },
    async (request) => {
      const { groupId, invitationId } = request.params;
      await invitations.revoke(groupAccess(request), groupId, invitationId);
      return ok(null);
    },
  );

  app.get(
    '/invitations/:token',
    {
      schema: {
        tags,
        summary: 'What an invitation link offers (no session needed)',
        params: invitationTokenParamsSchema,
        response: replies(invitationLinkSchema),
      },
    },
    async (request) => ok(await links.show(request.params.token)),
  );

  app.post(
    '/invitations/:token/accept',
    {
      schema: {
        tags,
        summary: 'Join the group of an invitation sent to the signed-in account',
        params: invitationTokenParamsSchema,
        response: replies(acceptedInvitationSchema),
      },
      onRequest: app.authenticate,
    },
    async (request) =>
      ok(await links.accept(groupAccess(request), sessionOf(request).email, request.params.token)),
  );
};
