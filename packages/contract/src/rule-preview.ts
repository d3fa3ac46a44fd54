import { z } from 'zod';
import { TransactionType } from './enums.ts';
import { moneyAccountIdField } from './money-accounts.ts';
import { amountField, currencyField } from './money.ts';
import { splitInputSchema } from './sharing.ts';

/**
 * POST /groups/{groupId}/rules/preview: what the group's rules would set on a transaction as it
 * is being entered or imported (docs/decisions.md, 'Rules'). Any of its facts may be missing
 * (an import row without a payee): a condition on a missing fact does not hold.
 */
export const rulePreviewRequestSchema = z.object({
  name: z.string({ error: 'name is required' }).max(1000, 'name is too long'),
  description: z.string().max(2000, 'description is too long').nullish(),
  payee: z.string().max(1000, 'payee is too long').nullish(),
  /** Without its sign, in `currency`. */
  amount: amountField({ positive: false }).nullish(),
  currency: currencyField.nullish(),
  transactionType: z.enum(TransactionType, { error: 'Select transaction type' }).nullish(),
  moneyAccountId: moneyAccountIdField.nullish(),
  /** The imported file the row comes from. */
  fileName: z.string().max(255, 'fileName is too long').nullish(),
});
export type RulePreviewRequest = z.input<typeof rulePreviewRequestSchema>;

/** The rule that set a value, so the screen can say which rule set what. */
export const ruleRefSchema = z.object({ id: z.string(), name: z.string() });
export type RuleRef = z.infer<typeof ruleRefSchema>;

const setBy = <T extends z.ZodType>(value: T) =>
  z.object({ value, rule: ruleRefSchema }).nullable();

/**
 * The matching rules in their order, and each value they set with the rule that set it: per
 * field the first matching rule that sets it wins (null: no rule sets it); tags add up over
 * every matching rule, each tag named by the first rule that added it.
 */
export const rulePreviewSchema = z.object({
  matched: z.array(ruleRefSchema),
  categoryIds: setBy(z.array(z.string())),
  tagIds: z.array(z.object({ tagId: z.string(), rule: ruleRefSchema })),
  paidBy: setBy(z.string()),
  split: setBy(splitInputSchema),
  name: setBy(z.string()),
  description: setBy(z.string().nullable()),
});
export type RulePreview = z.infer<typeof rulePreviewSchema>;

/**
 * The category the group's own history suggests for a name: the one most used by its latest
 * transactions of that name (compared as a search compares, `searchKey`), with how many of them
 * have it; null when a rule sets the categories or none of them has a category
 * (docs/decisions.md, 'Rules').
 */
export const suggestedCategorySchema = z
  .object({ categoryId: z.string(), count: z.number().int() })
  .nullable();
export type SuggestedCategory = z.infer<typeof suggestedCategorySchema>;

/** POST /groups/{groupId}/rules/preview answers what the rules set and the suggested category. */
export const rulePreviewAnswerSchema = rulePreviewSchema.extend({
  suggestedCategory: suggestedCategorySchema,
});
export type RulePreviewAnswer = z.infer<typeof rulePreviewAnswerSchema>;
