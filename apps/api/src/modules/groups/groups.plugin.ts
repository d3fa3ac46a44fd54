import { servicePlugin } from '../../plugins/service-plugin.ts';
import { createBackupService, type BackupService } from './backup.service.ts';
import { createGroupsService, type GroupsService } from './groups.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Groups and their members. */
    groups: GroupsService;
    /** A group's JSON backup and its restore as a new group. */
    backups: BackupService;
  }
}

export const groupsServicePlugin = servicePlugin(
  'groups',
  ['database', 'writes-service', 'invitations-service'],
  (app) => createGroupsService(app.db, app.writes, app.invitations),
);

export const backupsServicePlugin = servicePlugin(
  'backups',
  ['database', 'writes-service', 'groups-service'],
  (app) => createBackupService(app.db, app.writes, app.groups),
);
