import {
  RULE_NAME_MAX,
  RULE_TEXT_MAX,
  ruleConditionSchema,
  ruleRequestSchema,
  SplitMethod,
  type RuleAction,
  type RuleRequest,
  type Transaction,
} from '@budget/contract';
import { z } from 'zod';

/** How the rule's condition reads the name: as it is, or a part of it. */
export const LIKE_THIS_OPS = ['equals', 'contains', 'startsWith'] as const;

/**
 * 'Always categorise like this': a rule named as the transaction, on its name, setting its
 * categories; its tags, and its payer and split, only when ticked. The contract's own fields
 * check the name and the text, so their messages are the server's.
 */
export const likeThisSchema = z.object({
  name: ruleRequestSchema.shape.name,
  op: z.enum(LIKE_THIS_OPS),
  text: ruleConditionSchema.options[0].shape.value,
  addTags: z.boolean(),
  setSharing: z.boolean(),
});
export type LikeThisInput = z.input<typeof likeThisSchema>;
export type LikeThisOutput = z.output<typeof likeThisSchema>;

export function likeThisDefaults(transaction: Transaction): LikeThisInput {
  return {
    name: transaction.name.slice(0, RULE_NAME_MAX),
    op: 'equals',
    text: transaction.name.slice(0, RULE_TEXT_MAX),
    addTags: false,
    setSharing: false,
  };
}

/**
 * Who paid and the split as a rule can set them, or null for an unshared transaction. A rule
 * knows no amount, so a split by exact amounts stays out and only the payer is kept.
 */
export function likeThisSharing(
  transaction: Transaction,
): Extract<RuleAction, { type: 'setSharing' }> | null {
  const { split, paidBy } = transaction;
  if (split === null) return null;
  const kept =
    split.method === SplitMethod.Exact
      ? null
      : {
          method: split.method,
          parts: split.parts.map(({ userId, value }) => ({ userId, value })),
        };
  if (!paidBy && !kept) return null;
  return { type: 'setSharing', paidBy, split: kept };
}

/** The rule to send: POST /groups/:groupId/rules. */
export function likeThisRule(transaction: Transaction, values: LikeThisOutput): RuleRequest {
  const actions: RuleAction[] = [
    { type: 'setCategories', categoryIds: transaction.categories.map((category) => category.id) },
  ];
  if (values.addTags && transaction.tags.length > 0)
    actions.push({ type: 'addTags', tagIds: transaction.tags.map((tag) => tag.id) });
  const sharing = likeThisSharing(transaction);
  if (values.setSharing && sharing) actions.push(sharing);
  return {
    name: values.name,
    conditions: [{ kind: 'text', field: 'name', op: values.op, value: values.text }],
    actions,
  };
}
