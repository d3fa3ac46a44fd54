import type { RuleAction, RuleCondition } from '@budget/contract';
import { badRequest } from '../../lib/app-error.ts';
import type { Trx } from './group-lock.ts';
import * as rules from './rules.repository.ts';

/**
 * What a rule names (categories, tags, members, accounts) must be of its group, checked under
 * the group's lock; and what happens to the rules when a category or tag they name goes
 * (docs/decisions.md, 'Rules').
 */

type Fields = Record<string, string[]>;

function missing(found: Set<string>, ids: readonly string[]) {
  return ids.filter((id) => !found.has(id));
}

/** 400 naming each field (`actions.0.categoryIds`) that names something not of the group. */
export async function assertRuleReferences(
  trx: Trx,
  groupId: string,
  conditions: readonly RuleCondition[],
  actions: readonly RuleAction[],
): Promise<void> {
  const named = { categories: [] as string[], tags: [] as string[], accounts: [] as string[] };
  const people: string[] = [];
  for (const condition of conditions)
    if (condition.kind === 'moneyAccount') named.accounts.push(condition.moneyAccountId);
  for (const action of actions) {
    if (action.type === 'setCategories') named.categories.push(...action.categoryIds);
    if (action.type === 'addTags') named.tags.push(...action.tagIds);
    if (action.type === 'setSharing') {
      if (action.paidBy) people.push(action.paidBy);
      people.push(...(action.split?.parts.map((part) => part.userId) ?? []));
    }
  }
  const categories = await rules.idsInGroup(trx, 'categories', groupId, named.categories);
  const tags = await rules.idsInGroup(trx, 'tags', groupId, named.tags);
  const accounts = await rules.idsInGroup(trx, 'money_accounts', groupId, named.accounts);
  const members = await rules.membersInGroup(trx, groupId, people);
  const fields: Fields = {};
  conditions.forEach((condition, index) => {
    if (condition.kind === 'moneyAccount' && !accounts.has(condition.moneyAccountId))
      fields[`conditions.${index}.moneyAccountId`] = ['Account not found'];
  });
  actions.forEach((action, index) => {
    const at = `actions.${index}`;
    if (action.type === 'setCategories' && missing(categories, action.categoryIds).length > 0) {
      const ids = missing(categories, action.categoryIds).join(', ');
      fields[`${at}.categoryIds`] = [`Not a category of this group: ${ids}`];
    }
    if (action.type === 'addTags' && missing(tags, action.tagIds).length > 0)
      fields[`${at}.tagIds`] = [
        `Not a tag of this group: ${missing(tags, action.tagIds).join(', ')}`,
      ];
    if (action.type !== 'setSharing') return;
    if (action.paidBy && !members.has(action.paidBy))
      fields[`${at}.paidBy`] = ['The payer must be a member of the group'];
    if (action.split?.parts.some((part) => !members.has(part.userId)))
      fields[`${at}.split`] = ['Every member of a split must be in the group'];
  });
  const first = Object.values(fields)[0]?.[0];
  if (first !== undefined) throw badRequest(first, fields);
}

/** A category or tag that goes (deleted, or a tag merged into another), or a deleted account. */
export type Departure =
  { categoryId: string } | { tagId: string; intoTagId?: string } | { moneyAccountId: string };

function withoutDeparted(action: RuleAction, departure: Departure): RuleAction | null {
  if (action.type === 'setCategories' && 'categoryId' in departure) {
    const categoryIds = action.categoryIds.filter((id) => id !== departure.categoryId);
    return categoryIds.length > 0 ? { ...action, categoryIds } : null;
  }
  if (action.type === 'addTags' && 'tagId' in departure) {
    const into = departure.intoTagId;
    const renamed = action.tagIds.map((id) => (id === departure.tagId ? into : id));
    const tagIds = [...new Set(renamed.filter((id) => id !== undefined))];
    return tagIds.length > 0 ? { ...action, tagIds } : null;
  }
  return action;
}

/** The stored conditions without those on a deleted account (as stored when none is). */
function conditionsWithout(stored: string, departure: Departure): string {
  if (!('moneyAccountId' in departure)) return stored;
  const conditions = JSON.parse(stored) as RuleCondition[];
  const kept = conditions.filter(
    (condition) =>
      condition.kind !== 'moneyAccount' || condition.moneyAccountId !== departure.moneyAccountId,
  );
  return kept.length === conditions.length ? stored : JSON.stringify(kept);
}

/**
 * Under the group's lock, as the category, tag or account goes: each rule naming it names it no
 * more (a merged tag's rules name the tag it went into). An action left with nothing to set is
 * dropped, and a rule left with no action is kept but disabled, so its conditions can be given
 * new actions instead of being lost. A rule that loses a condition (on a deleted account) is
 * disabled too: without it the rule would match more than it did, so it waits for a look.
 */
export async function dropRuleReferences(trx: Trx, groupId: string, departure: Departure) {
  for (const rule of await rules.ruleReferences(trx, groupId)) {
    const before = JSON.parse(rule.actions) as RuleAction[];
    const after = before.flatMap((action) => withoutDeparted(action, departure) ?? []);
    const actions = JSON.stringify(after);
    const conditions = conditionsWithout(rule.conditions, departure);
    if (actions === rule.actions && conditions === rule.conditions) continue;
    const keeps = after.length > 0 && conditions === rule.conditions;
    const enabled = keeps ? Number(rule.enabled) : 0;
    await rules.updateRule(trx, rule.id, { actions, conditions, enabled });
  }
}
