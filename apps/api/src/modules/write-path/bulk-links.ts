import type { RateBook } from '../currencies/rate-book.ts';
import type { BudgetIndex } from './budget-rules.ts';
import { partsOfInput } from './category-parts.ts';
import { runStatements } from './derived.repository.ts';
import { DerivedChanges } from './derived.ts';
import type { Trx } from './group-lock.ts';
import * as rows from './transaction-rows.repository.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';
import { linksOf, moneyOf, type TransactionInput } from './transaction-shape.ts';

/**
 * A bulk write's batch, once its rows are inserted: their links, with their parts
 * (docs/decisions.md, 'Category parts'), and what they add to the derived rows, summed per row.
 */
export async function linkAndCount(
  trx: Trx,
  book: () => Promise<RateBook>,
  budgets: BudgetIndex,
  written: readonly TransactionRow[],
  batch: readonly TransactionInput[],
): Promise<void> {
  const parts = written.map((row, i) => partsOfInput(batch[i] as TransactionInput, row.amount));
  const categoriesOf = (i: number) => batch[i]?.categoryIds ?? [];
  await rows.insertLinks(
    trx,
    written.flatMap((row, i) => linksOf(row.id, categoriesOf(i), parts[i])),
  );
  const changes = new DerivedChanges();
  written.forEach((row, i) => changes.add(moneyOf(row, categoriesOf(i), parts[i]), 1, budgets));
  await runStatements(trx, await changes.statements(book));
}
