import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { Schedule } from '../../lib/periods.ts';
import { budgetRulesOf } from './derived.repository.ts';
import type { WriteContext } from './group-lock.ts';

export interface BudgetRules {
  id: string;
  groupId: string;
  currency: number;
  schedule: Schedule;
  /** Empty: the budget counts every expense of its group. */
  categoryIds: string[];
}

/** The budgets of some groups, found by the categories of an expense. */
export class BudgetIndex {
  readonly budgets: BudgetRules[];
  private readonly everything = new Map<string, BudgetRules[]>();
  private readonly byCategory = new Map<string, BudgetRules[]>();

  constructor(budgets: BudgetRules[]) {
    this.budgets = budgets;
    for (const budget of budgets) {
      if (budget.categoryIds.length === 0) push(this.everything, budget.groupId, budget);
      for (const id of budget.categoryIds) push(this.byCategory, id, budget);
    }
  }

  /** Budgets without categories, and those sharing at least one category; each once. */
  matching(groupId: string, categoryIds: readonly string[]): BudgetRules[] {
    const all = this.everything.get(groupId) ?? [];
    if (categoryIds.length === 0) return all;
    const found = new Set(all);
    for (const id of categoryIds)
      for (const budget of this.byCategory.get(id) ?? []) found.add(budget);
    return [...found];
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** A budget's rules from its row (snake_case, as stored) and the categories it counts. */
export function rulesOf(
  row: {
    id: string;
    group_id: string;
    currency: number;
    period_type: number;
    start_date: string;
    end_date: string | null;
  },
  categoryIds: string[],
): BudgetRules {
  return {
    id: row.id,
    groupId: row.group_id,
    currency: Number(row.currency),
    schedule: {
      startDate: row.start_date,
      periodType: Number(row.period_type),
      endDate: row.end_date,
    },
    categoryIds,
  };
}

/** The budgets of the groups with all their categories, read now. */
export async function loadBudgetIndex(
  trx: Transaction<Database>,
  groupIds: string[],
): Promise<BudgetIndex> {
  const byId = new Map<string, BudgetRules>();
  for (const row of await budgetRulesOf(trx, groupIds)) {
    let budget = byId.get(row.id);
    if (!budget) {
      budget = rulesOf(row, []);
      byId.set(row.id, budget);
    }
    if (row.category_id !== null) budget.categoryIds.push(row.category_id);
  }
  return new BudgetIndex([...byId.values()]);
}

/**
 * Each group's budget rules as of its rules version (read with the group's lock, bumped by every
 * write that changes them), kept per process: a transaction write reads no budget. Group ids
 * are random, so one store serves any number of databases.
 */
const rulesByVersion = new Map<string, BudgetRules[]>();
const RULES_KEPT = 2_000;

export async function budgetIndexFor(ctx: WriteContext, groupIds: string[]) {
  const budgets: BudgetRules[] = [];
  for (const groupId of groupIds) {
    const key = `${groupId}|${ctx.rulesVersions.get(groupId)}`;
    let rules = rulesByVersion.get(key);
    if (!rules) {
      rules = (await loadBudgetIndex(ctx.trx, [groupId])).budgets;
      if (rulesByVersion.size >= RULES_KEPT) rulesByVersion.clear();
      rulesByVersion.set(key, rules);
    }
    budgets.push(...rules);
  }
  return new BudgetIndex(budgets);
}
