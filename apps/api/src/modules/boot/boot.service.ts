import type { BootData } from '@budget/contract';
import type { ServiceDeps } from '../../lib/service-deps.ts';
import { GroupAccess } from '../access/group-access.ts';
import type { RatesService } from '../currencies/rates.service.ts';
import { createGroupsService } from '../groups/groups.service.ts';
import { createPreferencesService } from '../preferences/preferences.service.ts';
import type { AuthSession } from '../sessions/sessions.service.ts';
import { createUsersService } from '../users/users.service.ts';

/**
 * The boot data of a signed-in visitor's page: what the first screen would otherwise ask for in
 * three calls one after another (the session check, the profile, then the groups), answered by
 * the same services as those calls (docs/decisions.md, 'Accounts and sessions').
 */
export function createBootService(deps: ServiceDeps & { rates: RatesService }) {
  const { db } = deps;
  const users = createUsersService(deps);
  const preferences = createPreferencesService(db);
  const groups = createGroupsService(db, deps.rates);

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
