import { z } from 'zod';
import { groupSchema } from './groups.ts';
import { preferencesSchema } from './preferences.ts';
import { userProfileSchema } from './users.ts';

/**
 * What the server writes into the page for a signed-in visitor: the answers of GET /users/me,
 * GET /users/me/preferences and GET /groups?includeMembers=true, as of the page's request, so
 * the first screen draws without waiting for them. `groups` is null for a user the group calls
 * would refuse (inactive, or the e-mail not confirmed).
 */
export const bootDataSchema = z.object({
  user: userProfileSchema,
  preferences: preferencesSchema,
  groups: z.array(groupSchema).nullable(),
});
export type BootData = z.infer<typeof bootDataSchema>;
