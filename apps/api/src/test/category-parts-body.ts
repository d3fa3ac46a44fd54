import fc from 'fast-check';

/**
 * How a random transaction divides its amount among its categories: 'omit' sends no
 * `categoryParts` (an edit keeps the stored ones while nothing they depend on changes), 'none'
 * sends null, weights divide the amount in proportion (when it has two categories or more).
 */
export const partsChoice = fc.oneof(
  fc.constantFrom<'omit' | 'none'>('omit', 'none'),
  fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 3, maxLength: 3 }),
);
export type PartsChoice = 'omit' | 'none' | number[];

/** The `categoryParts` of a request body: parts of whole cents adding up to `cents`. */
export function partsBody(categoryIds: string[], cents: number, choice: PartsChoice) {
  if (choice === 'omit') return {};
  if (choice === 'none' || categoryIds.length < 2 || cents < categoryIds.length)
    return { categoryParts: null };
  const weights = categoryIds.map((_, i) => choice[i % choice.length] as number);
  const total = weights.reduce((sum, w) => sum + w, 0);
  // Each part at least a cent; the last takes what the others leave.
  const spare = cents - categoryIds.length;
  const parts = weights.map((w) => 1 + Math.floor((spare * w) / total));
  parts[parts.length - 1]! += cents - parts.reduce((sum, p) => sum + p, 0);
  return {
    categoryParts: categoryIds.map((categoryId, i) => ({
      categoryId,
      amount: (parts[i] as number) / 100,
    })),
  };
}

/** Creates categories of the group by name, in order, and answers their ids. */
export async function categoriesNamed<const N extends readonly string[]>(
  client: { post: <T>(path: string, body: object) => Promise<{ body: { data: T } }> },
  groupId: string,
  names: N,
): Promise<{ [K in keyof N]: string }> {
  const ids: string[] = [];
  for (const name of names)
    ids.push((await client.post<{ id: string }>('/categories', { name, groupId })).body.data.id);
  return ids as { [K in keyof N]: string };
}
