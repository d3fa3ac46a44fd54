import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { linksRead, storedOf, type PartMinor, type Parts } from './category-parts.ts';
import type { Statement } from './derived.repository.ts';
import type { Trx } from './group-lock.ts';

/** Each category's part, in a statement over rows whose `column` names the category. */
export function partOfColumn(column: string, parts: Parts) {
  if (!parts) return { value: sql`cast(null as bigint)`, parameters: 0 };
  const cases = parts.map(
    (part) => sql`when ${part.categoryId} then cast(${part.minor} as bigint)`,
  );
  return {
    value: sql`case ${sql.ref(column)} ${sql.join(cases, sql` `)} end`,
    parameters: 2 * parts.length,
  };
}

/**
 * Sets a transaction's links to the categories `kept` to their parts (null: none). Links
 * written by the same write carry their parts already: on PostgreSQL the write's statements
 * run as one, which sees none of the rows it inserts.
 */
export function keptPartsStatement(transactionId: string, kept: string[], parts: Parts): Statement {
  const part = partOfColumn('category_id', parts);
  const among = kept.length > 0 ? sql`(${sql.join(kept)})` : sql`(null)`;
  return {
    query: sql`update transaction_categories set amount = ${part.value}
      where transaction_id = ${transactionId} and category_id in ${among}`,
    parameters: 1 + kept.length + part.parameters,
  };
}

/** The transactions with a part in the category, each with its links, under the group's lock. */
export async function partedTransactionsNaming(trx: Trx, categoryId: string) {
  const rows = await trx
    .selectFrom('transactions as t')
    .innerJoin('transaction_categories as tc', 'tc.transaction_id', 't.id')
    .selectAll('t')
    .select(['tc.category_id', 'tc.amount as part'])
    .where('t.id', 'in', (eb) =>
      eb
        .selectFrom('transaction_categories')
        .select('transaction_id')
        .where('category_id', '=', categoryId)
        .where('amount', 'is not', null),
    )
    .orderBy('t.id')
    .execute();
  return storedOf(rows);
}

/** Drops the parts of the transactions (their links stay). */
export async function clearParts(trx: Trx, transactionIds: string[]): Promise<void> {
  for (let i = 0; i < transactionIds.length; i += 400) {
    await trx
      .updateTable('transaction_categories')
      .set({ amount: null })
      .where('transaction_id', 'in', transactionIds.slice(i, i + 400))
      .execute();
  }
}

/** The parts of those of the transactions that have parts, by transaction: one statement. */
export async function partsOfTransactions(
  db: Kysely<Database>,
  ids: string[],
): Promise<Map<string, readonly PartMinor[]>> {
  const found = new Map<string, readonly PartMinor[]>();
  if (ids.length === 0) return found;
  const links = await db
    .selectFrom('transaction_categories')
    .select(['transaction_id', 'category_id', 'amount'])
    .where('transaction_id', 'in', ids)
    .where('amount', 'is not', null)
    .execute();
  for (const [id, own] of Map.groupBy(links, (link) => link.transaction_id)) {
    const { parts } = linksRead(own);
    if (parts) found.set(id, parts);
  }
  return found;
}
