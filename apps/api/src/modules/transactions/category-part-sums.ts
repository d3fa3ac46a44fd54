import { sql } from 'kysely';

/**
 * What a transaction adds to the sums of a list filtered by categories: its parts in those
 * categories, or without parts its whole amount, as the money sums per category and budgets count
 * it (docs/decisions.md, 'Category parts'), so a list answers alike from the rollups or the rows.
 */
export function amountInCategories(categoryIds: readonly string[]) {
  if (categoryIds.length === 0) return sql<number>`transactions.amount`;
  return sql<number>`coalesce((select sum(tc.amount) from transaction_categories tc
    where tc.transaction_id = transactions.id and tc.category_id in (${sql.join(categoryIds)})),
    transactions.amount)`;
}
