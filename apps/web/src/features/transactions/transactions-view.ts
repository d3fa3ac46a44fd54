/**
 * The transactions screen's mode (list, add, edit) and group filter live in the
 * query string, so Back and a reload keep the place, and other screens can link in:
 *   /transactions                                 list of all groups
 *   /transactions?groupId=<id>                    list of one group
 *   /transactions?action=quick_add[&groupId=<id>] add form, that group preselected
 *   /transactions?action=edit&transactionId=<id>  edit form of one transaction
 * plus the list's filters and sort (list-filters.ts).
 */
import { parseListFilters, writeListFilters, type ListFilters } from './list-filters.ts';

export type TransactionsMode =
  { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; transactionId: string };

export type TransactionsView = TransactionsMode & {
  /** The group of the filter (and preselected in the add form); null for all groups. */
  groupId: string | null;
  /** The list's other filters and sort, kept while a form is open so Back returns to them. */
  filters?: ListFilters;
};

const ACTION = 'action';
const QUICK_ADD = 'quick_add';
const EDIT = 'edit';
const TRANSACTION_ID = 'transactionId';
const GROUP_ID = 'groupId';

export function parseTransactionsView(params: URLSearchParams): TransactionsView {
  const groupId = params.get(GROUP_ID)?.trim() || null;
  const action = params.get(ACTION);
  const transactionId = params.get(TRANSACTION_ID)?.trim();
  const filters = parseListFilters(params);
  if (action === QUICK_ADD) return { mode: 'add', groupId, filters };
  if (action === EDIT && transactionId) return { mode: 'edit', transactionId, groupId, filters };
  return { mode: 'list', groupId, filters };
}

/** The query string of a view, '' for the list of all groups. */
export function transactionsViewSearch(view: TransactionsView): string {
  const params = new URLSearchParams();
  if (view.mode === 'add') params.set(ACTION, QUICK_ADD);
  if (view.mode === 'edit') {
    params.set(ACTION, EDIT);
    params.set(TRANSACTION_ID, view.transactionId);
  }
  if (view.groupId) params.set(GROUP_ID, view.groupId);
  if (view.filters) writeListFilters(params, view.filters);
  const text = params.toString();
  return text ? `?${text}` : '';
}
