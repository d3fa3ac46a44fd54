import { GROUP_QUERY_PARAM } from '@/lib/group-links.ts';

/**
 * The groups screen's four modes live in the query string, so the browser's
 * Back button and a reload keep the user where they were:
 *   /groups                          list
 *   /groups?view=new                 create form
 *   /groups?group=<id>               manage view of one group
 *   /groups?group=<id>&view=add-member  add member form
 */
export type GroupsView =
  | { mode: 'list' }
  | { mode: 'create' }
  | { mode: 'manage'; groupId: string }
  | { mode: 'invite'; groupId: string };

const GROUP_PARAM = GROUP_QUERY_PARAM;
const VIEW_PARAM = 'view';
const CREATE = 'new';
const INVITE = 'add-member';

export function parseGroupsView(params: URLSearchParams): GroupsView {
  const groupId = params.get(GROUP_PARAM)?.trim();
  const view = params.get(VIEW_PARAM);
  if (groupId) return view === INVITE ? { mode: 'invite', groupId } : { mode: 'manage', groupId };
  return view === CREATE ? { mode: 'create' } : { mode: 'list' };
}

/** The query string of a mode, '' for the list. */
export function groupsViewSearch(view: GroupsView): string {
  const params = new URLSearchParams();
  if (view.mode === 'create') params.set(VIEW_PARAM, CREATE);
  if (view.mode === 'manage' || view.mode === 'invite') params.set(GROUP_PARAM, view.groupId);
  if (view.mode === 'invite') params.set(VIEW_PARAM, INVITE);
  const text = params.toString();
  return text ? `?${text}` : '';
}
