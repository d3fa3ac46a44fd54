import { z } from 'zod';
import { categoryIdField } from './categories.ts';
import { amountField } from './money.ts';

// A transaction's amount divided among its categories (docs/decisions.md, 'Category parts').

export const CategoryPartsMessage = {
  AtLeastTwo: 'Divide the amount among at least two categories',
  Repeated: 'Each category can have only one part',
  NotTheAmount: 'The parts must add up to the amount',
  OtherCategories: 'The parts must name the categories chosen',
} as const;

export const MAX_CATEGORY_PARTS = 50;

/** Hundredths of an amount the contract let through (within floating-point error of them). */
export const hundredthsOf = (amount: number) => Math.round(amount * 100);

/** As sent: each a category and its part, positive, in the transaction's units. */
export const categoryPartsField = z
  .array(z.object({ categoryId: categoryIdField, amount: amountField({ positive: true }) }))
  .min(2, CategoryPartsMessage.AtLeastTwo)
  .max(MAX_CATEGORY_PARTS, `At most ${MAX_CATEGORY_PARTS} categories`);
export type CategoryPartInput = z.input<typeof categoryPartsField>[number];

/** As answered: positive parts adding up to the transaction's amount; null: no parts. */
export const categoryPartsSchema = z
  .array(z.object({ categoryId: z.string(), amount: z.number() }))
  .nullable();
export type CategoryPart = { categoryId: string; amount: number };

interface WithParts {
  amount: number;
  categoryIds: string[];
  categoryParts?: CategoryPart[] | null | undefined;
}

/**
 * Parts name distinct categories, add up exactly to the amount, and name the categories sent
 * in `categoryIds` too when those are sent (the parts' categories are the transaction's).
 */
export function categoryPartsIssues(value: WithParts, ctx: z.RefinementCtx): void {
  const parts = value.categoryParts;
  if (!parts) return;
  const issue = (message: string, path: (string | number)[]) =>
    ctx.addIssue({ code: 'custom', message, path });
  const ids = parts.map((part) => part.categoryId);
  const distinct = new Set(ids);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index) issue(CategoryPartsMessage.Repeated, ['categoryParts', index]);
  });
  const sum = parts.reduce((total, part) => total + hundredthsOf(part.amount), 0);
  if (sum !== hundredthsOf(value.amount))
    issue(CategoryPartsMessage.NotTheAmount, ['categoryParts']);
  const named = value.categoryIds;
  const same = named.length === distinct.size && named.every((id) => distinct.has(id));
  if (named.length > 0 && !same) issue(CategoryPartsMessage.OtherCategories, ['categoryIds']);
}
