import type { RateBook } from '../currencies/rate-book.ts';
import type { BudgetIndex } from './budget-rules.ts';
import { partsOfInput } from './category-parts.ts';
import { runStatements } from './derived.repository.ts';
import { DerivedChanges } from './derived.ts';
import type { Trx } from './group-lock.ts';
import { insertTagLinks } from './tags.repository.ts';
import * as rows from './transaction-rows.repository.ts';
import type { TransactionRow } from './transaction-rows.repository.ts';
import { linksOf, moneyOf, type TransactionInput } from './transaction-shape.ts';
import { bulkTagLinks } from './transaction-tags.ts';

/**
 * A bulk write's batch, once its rows are inserted: their links, with their parts
 * (docs/decisions.md, 'Category parts'), their tags (all the group's, else 400), and what they
 * add to the derived rows, summed per row.
 */
export async function linkAndCount(
  trx: Trx,
  groupId: string,
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
  await insertTagLinks(trx, await bulkTagLinks(trx, groupId, written, batch));
  const changes = new DerivedChanges();
  written.forEach((row, i) => changes.add(moneyOf(row, categoriesOf(i), parts[i]), 1, budgets));
  await runStatements(trx, await changes.statements(book));
}
