import { RULE_ACTIONS_MAX, RULE_CONDITIONS_MAX } from '@budget/contract';
import { formErrors } from '@/hooks/use-app-form.ts';
import type { RuleFormInput } from './schemas.ts';

const CONDITION_BOXES = ['value', 'amount', 'amountTo', 'currency', 'transactionType', 'op'];
const ACTION_BOXES = ['categoryIds', 'tagIds', 'paidBy', 'name', 'description', 'type'];

/**
 * The server's 400 and 409 name a condition's or action's box (`conditions.0.value`, 'This
 * regular expression is too complex'; `actions.1.categoryIds`): each goes under the box of that
 * path. A text condition's `field` is the row's Field select, an account condition's id its
 * Account select, a split's parts the row's Paid by; the whole list's messages ('Add at least
 * one condition') have no box, so the form's error summary shows them.
 */
function nestedFields(): Record<string, string> {
  const map: Record<string, string> = { conditions: 'conditions', actions: 'actions' };
  for (let index = 0; index < RULE_CONDITIONS_MAX; index += 1) {
    for (const box of CONDITION_BOXES)
      map[`conditions.${index}.${box}`] = `conditions.${index}.${box}`;
    map[`conditions.${index}.field`] = `conditions.${index}.kind`;
    map[`conditions.${index}.kind`] = `conditions.${index}.kind`;
    map[`conditions.${index}.moneyAccountId`] = `conditions.${index}.moneyAccountId`;
  }
  for (let index = 0; index < RULE_ACTIONS_MAX; index += 1) {
    for (const box of ACTION_BOXES) map[`actions.${index}.${box}`] = `actions.${index}.${box}`;
    map[`actions.${index}.split*`] = `actions.${index}.paidBy`;
  }
  return map;
}

// A 409 (the group has a rule of that name) names `name` in its details.
export const RULE_ERRORS = formErrors<RuleFormInput>({
  fields: ['name', 'groupId', 'matchMode'],
  map: nestedFields() as Record<string, never>,
});
