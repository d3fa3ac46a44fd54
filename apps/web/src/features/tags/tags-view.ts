/**
 * The tags screen's modes (list, add, rename) live in the query string, so Back and a reload
 * keep the user where they were:
 *   /tags               list
 *   /tags?view=new      add form
 *   /tags?tag=<id>      rename form of one tag
 */
export type TagsView = { mode: 'list' } | { mode: 'add' } | { mode: 'rename'; tagId: string };

const TAG_PARAM = 'tag';
const VIEW_PARAM = 'view';
const ADD = 'new';

export function parseTagsView(params: URLSearchParams): TagsView {
  const tagId = params.get(TAG_PARAM)?.trim();
  if (tagId) return { mode: 'rename', tagId };
  return params.get(VIEW_PARAM) === ADD ? { mode: 'add' } : { mode: 'list' };
}

/** The query string of a mode, '' for the list. */
export function tagsViewSearch(view: TagsView): string {
  const params = new URLSearchParams();
  if (view.mode === 'add') params.set(VIEW_PARAM, ADD);
  if (view.mode === 'rename') params.set(TAG_PARAM, view.tagId);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The transactions list filtered by one tag, in its group (the list keeps filters in its address). */
export function tagTransactionsPath(tag: { id: string; groupId: string }): string {
  const params = new URLSearchParams({ groupId: tag.groupId, tag: tag.id });
  return `/transactions?${params.toString()}`;
}
