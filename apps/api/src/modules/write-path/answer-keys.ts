import { GroupAction, type GroupAccess } from '../access/group-access.ts';

/**
 * The key a list answer is cached under (plugins/answer-cache.ts): the data versions of the
 * groups it reads, which this module bumps in the same database transaction as every write to
 * them, then whatever else the answer depends on (`extra`, e.g. the rates' version and today's
 * date), then the query. A write anywhere in those groups, by any process, changes the key.
 */
export async function answerKey(
  access: GroupAccess,
  kind: string,
  requestedGroups: readonly string[],
  query: unknown,
  extra: readonly string[] = [],
): Promise<string> {
  const groups = await access.groupsFor(GroupAction.Read, requestedGroups);
  return [kind, await access.versionsOf(groups), ...extra, JSON.stringify(query)].join('|');
}
