/**
 * The categories screen's modes (list, add, edit) live in the query string, so
 * Back and a reload keep the user where they were:
 *   /categories                  list
 *   /categories?view=new         add form
 *   /categories?category=<id>    edit form of one category
 */
export type CategoriesView =
  { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; categoryId: string };

const CATEGORY_PARAM = 'category';
const VIEW_PARAM = 'view';
const ADD = 'new';

export function parseCategoriesView(params: URLSearchParams): CategoriesView {
  const categoryId = params.get(CATEGORY_PARAM)?.trim();
  if (categoryId) return { mode: 'edit', categoryId };
  return params.get(VIEW_PARAM) === ADD ? { mode: 'add' } : { mode: 'list' };
}

/** The query string of a mode, '' for the list. */
export function categoriesViewSearch(view: CategoriesView): string {
  const params = new URLSearchParams();
  if (view.mode === 'add') params.set(VIEW_PARAM, ADD);
  if (view.mode === 'edit') params.set(CATEGORY_PARAM, view.categoryId);
  const text = params.toString();
  return text ? `?${text}` : '';
}
