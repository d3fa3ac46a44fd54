import { runStatements } from './derived.repository.ts';
import { DerivedChanges } from './derived.ts';
import type { BudgetIndex } from './budget-rules.ts';
import type { WriteContext } from './group-lock.ts';
import type { RuleState } from './rule-run-state.ts';
import * as runs from './rule-runs.repository.ts';
import { insertTagLinks } from './tags.repository.ts';
import { rewriteStatements, type TransactionRow } from './transaction-rows.repository.ts';
import { categoryList, linksOf, moneyOf } from './transaction-shape.ts';

/** A transaction a rule run (or its undo) changes from one state to another. */
export interface StateChange {
  row: TransactionRow;
  before: RuleState;
  after: RuleState;
}

const sameParts = (a: RuleState, b: RuleState) =>
  JSON.stringify(a.parts ?? null) === JSON.stringify(b.parts ?? null);
const sameCategories = (a: RuleState, b: RuleState) =>
  categoryList(a.categoryIds) === categoryList(b.categoryIds) && sameParts(a, b);

const without = (ids: readonly string[], of: readonly string[]) =>
  ids.filter((id) => !of.includes(id));

/** Tag links the change adds and removes. */
function tagLinks(changes: readonly StateChange[]) {
  const link = (transaction_id: string) => (tag_id: string) => ({ transaction_id, tag_id });
  return {
    added: changes.flatMap((c) => without(c.after.tagIds, c.before.tagIds).map(link(c.row.id))),
    dropped: changes.flatMap((c) => without(c.before.tagIds, c.after.tagIds).map(link(c.row.id))),
  };
}

/**
 * Under the lock: the transactions' new states, their category links (parts with them), their
 * tags, and what moves in the derived rows when categories or sharing change (the rest holds
 * no money), in multi-row statements. `stamp` is their new updated_at.
 */
export async function writeStates(
  ctx: WriteContext,
  budgets: BudgetIndex,
  changes: readonly StateChange[],
  stamp: string,
): Promise<void> {
  if (changes.length === 0) return;
  const { trx } = ctx;
  const written = changes.map(({ row, after }) => ({
    ...row,
    name: after.name,
    description: after.description,
    paid_by: after.paidBy,
    split: after.split,
    category_ids: categoryList(after.categoryIds),
    updated_at: stamp,
  }));
  await runStatements(
    trx,
    rewriteStatements(written, [
      'name',
      'description',
      'paid_by',
      'split',
      'category_ids',
      'updated_at',
    ]),
  );
  const relinked = changes.filter((c) => !sameCategories(c.before, c.after));
  await runs.replaceCategoryLinks(
    trx,
    relinked.map((c) => c.row.id),
    relinked.flatMap((c) => linksOf(c.row.id, c.after.categoryIds, c.after.parts)),
  );
  const tags = tagLinks(changes);
  await runs.dropTagLinks(trx, tags.dropped);
  await insertTagLinks(trx, tags.added);
  const derived = new DerivedChanges();
  changes.forEach(({ row, before, after }, i) => {
    const shared = before.paidBy === after.paidBy && before.split === after.split;
    if (shared && sameCategories(before, after)) return;
    derived.add(moneyOf(row, before.categoryIds, before.parts), -1, budgets);
    derived.add(moneyOf(written[i] as TransactionRow, after.categoryIds, after.parts), 1, budgets);
  });
  await runStatements(trx, await derived.statements(ctx.book));
}
