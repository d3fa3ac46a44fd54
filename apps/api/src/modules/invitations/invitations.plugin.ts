import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createInvitationLinksService, type InvitationLinksService } from './invitation-links.ts';
import { createInvitationsService, type InvitationsService } from './invitations.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** A group's invitations: sent by Add Member, listed, resent, revoked. */
    invitations: InvitationsService;
    /** An invitation's link: its landing page, accepting it, registering from it. */
    invitationLinks: InvitationLinksService;
  }
}

export const invitationsServicePlugin = servicePlugin(
  'invitations',
  ['config', 'database', 'mailer'],
  ({ db, mailer, config }) => createInvitationsService({ db, mailer, config }),
);

export const invitationLinksServicePlugin = servicePlugin('invitationLinks', ['database'], (app) =>
  createInvitationLinksService(app.db),
);
