import { loadBudgetIndex } from './budget-rules.ts';
import { clearParts, partedTransactionsNaming } from './category-parts.repository.ts';
import { runStatements } from './derived.repository.ts';
import { DerivedChanges } from './derived.ts';
import type { WriteContext } from './group-lock.ts';
import { moneyOf } from './transaction-shape.ts';

/**
 * Under the lock, before a category is deleted: the transactions with a part in it lose their
 * parts (the others would no longer add up to the amount), so each of their categories counts
 * the whole amount again, as without parts (docs/decisions.md, 'Category parts'). Their
 * derived rows change now, while the category still exists; its deletion then treats them as
 * transactions without parts.
 */
export async function dropPartsNaming(ctx: WriteContext, groupId: string, categoryId: string) {
  const parted = await partedTransactionsNaming(ctx.trx, categoryId);
  if (parted.length === 0) return;
  await clearParts(
    ctx.trx,
    parted.map((entry) => entry.row.id),
  );
  const budgets = await loadBudgetIndex(ctx.trx, [groupId]);
  const changes = new DerivedChanges();
  for (const { row, categoryIds, parts } of parted) {
    changes.add(moneyOf(row, categoryIds, parts), -1, budgets);
    changes.add(moneyOf(row, categoryIds), 1, budgets);
  }
  await runStatements(ctx.trx, await changes.statements(ctx.book));
}
