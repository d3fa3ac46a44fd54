/**
 * The rules screen's modes live in the query string, so Back and a reload keep the user where
 * they were:
 *   /rules              list
 *   /rules?view=new     add form
 *   /rules?rule=<id>    edit form of one rule
 */
export type RulesView = { mode: 'list' } | { mode: 'add' } | { mode: 'edit'; ruleId: string };

const RULE_PARAM = 'rule';
const VIEW_PARAM = 'view';
const ADD = 'new';

export function parseRulesView(params: URLSearchParams): RulesView {
  const ruleId = params.get(RULE_PARAM)?.trim();
  if (ruleId) return { mode: 'edit', ruleId };
  return params.get(VIEW_PARAM) === ADD ? { mode: 'add' } : { mode: 'list' };
}

/** The query string of a mode, '' for the list. */
export function rulesViewSearch(view: RulesView): string {
  const params = new URLSearchParams();
  if (view.mode === 'add') params.set(VIEW_PARAM, ADD);
  if (view.mode === 'edit') params.set(RULE_PARAM, view.ruleId);
  const text = params.toString();
  return text ? `?${text}` : '';
}
