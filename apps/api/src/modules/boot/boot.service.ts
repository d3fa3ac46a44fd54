import type { BootData } from '@budget/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { GroupAccess } from '../access/group-access.ts';
import type { GroupsService } from '../groups/groups.service.ts';
import type { PreferencesService } from '../preferences/preferences.service.ts';
import type { AuthSession } from '../sessions/sessions.service.ts';
import type { UsersService } from '../users/users.service.ts';

interface BootDeps {
  db: Kysely<Database>;
  users: UsersService;
  preferences: PreferencesService;
  groups: GroupsService;
}

/**
 * The boot data of a signed-in visitor's page: what the first screen would otherwise ask for in
 * three calls one after another (the session check, the profile, then the groups), answered by
 * the same services as those calls (docs/decisions.md, 'Accounts and sessions').
 */
export function createBootService({ db, users, preferences, groups }: BootDeps) {
  return {
    async forSession(session: AuthSession): Promise<BootData> {
      const [user, stored] = await Promise.all([
        users.getProfile(session.userId),
        preferences.get(session.userId),
      ]);
      // The group calls refuse an inactive user or an unconfirmed address; the page says none.
      const mayListGroups = user.isActive && user.emailConfirmed;
      return {
        user,
        preferences: stored,
        groups: mayListGroups ? await groups.list(new GroupAccess(db, session), true) : null,
      };
    },
  };
}

export type BootService = ReturnType<typeof createBootService>;
