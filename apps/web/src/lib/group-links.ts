/**
 * Addresses inside the groups screen that other screens link to. The groups screen keeps its
 * mode in the query string (features/groups/groups-view.ts); one group's manage view is
 * /groups?group=<id>.
 */
export const GROUP_QUERY_PARAM = 'group';

export function manageGroupHref(groupId: string): string {
  return `/groups?${new URLSearchParams({ [GROUP_QUERY_PARAM]: groupId }).toString()}`;
}
