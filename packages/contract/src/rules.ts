import { z } from 'zod';
import { categoryIdField } from './categories.ts';
import { TransactionType } from './enums.ts';
import { NOT_BLANK, typedText } from './fields.ts';
import { groupIdField } from './groups.ts';
import { moneyAccountIdField } from './money-accounts.ts';
import { amountField, currencyField } from './money.ts';
import { sharingFields, splitInputSchema } from './sharing.ts';
import { SplitMethod, splitProblem } from './split-arithmetic.ts';
import { tagIdField } from './tags.ts';
import { TRANSACTION_DESCRIPTION_MAX, TRANSACTION_NAME_MAX } from './transactions.ts';

/**
 * A group's categorisation rules (docs/decisions.md, 'Rules'): ordered conditions on what a
 * transaction says, and actions that set what it gets. Schemas carry no transforms, so the
 * stored JSON is read back, and answered, by the same schemas that checked it.
 */
export const RULE_NAME_MAX = 100;
export const RULES_PER_GROUP_MAX = 500;
export const RULE_CONDITIONS_MAX = 20;
export const RULE_ACTIONS_MAX = 10;
/** A text to look for, or a regular expression, at most this long. */
export const RULE_TEXT_MAX = 200;
export const RULE_IDS_MAX = 50;

export const RULE_TEXT_FIELDS = ['name', 'description', 'payee'] as const;
export const RULE_TEXT_OPS = ['contains', 'equals', 'startsWith', 'matches'] as const;
export const RULE_AMOUNT_OPS = ['equals', 'above', 'below', 'between'] as const;
export const RULE_MATCH_MODES = ['all', 'any'] as const;
export type RuleMatchMode = (typeof RULE_MATCH_MODES)[number];

export const ruleIdField = z
  .string({ error: 'Rule ID is required' })
  .trim()
  .regex(NOT_BLANK, 'Rule ID is required')
  .max(64, 'Rule ID is invalid');

const lookedFor = typedText({ error: 'Enter the text to look for' })
  .regex(NOT_BLANK, 'Enter the text to look for')
  .max(RULE_TEXT_MAX, `The text to look for must be ${RULE_TEXT_MAX} characters or less`);

const textCondition = z.object({
  kind: z.literal('text'),
  field: z.enum(RULE_TEXT_FIELDS, { error: "field must be 'name', 'description' or 'payee'" }),
  op: z.enum(RULE_TEXT_OPS, {
    error: "op must be 'contains', 'equals', 'startsWith' or 'matches'",
  }),
  /** The text (compared without case or accents), or with `matches` a regular expression. */
  value: lookedFor,
});

/** The amount without its sign, in the transaction's own currency; `between` takes both ends. */
const amountCondition = z
  .object({
    kind: z.literal('amount'),
    op: z.enum(RULE_AMOUNT_OPS, { error: "op must be 'equals', 'above', 'below' or 'between'" }),
    amount: amountField({ positive: false }),
    amountTo: amountField({ positive: false }).nullish(),
  })
  .superRefine((condition, ctx) => {
    const to = condition.amountTo ?? null;
    const issue = (message: string) =>
      ctx.addIssue({ code: 'custom', message, path: ['amountTo'] });
    if (condition.op === 'between' && to === null) issue('Enter the upper end of the range');
    else if (condition.op === 'between' && to !== null && to < condition.amount)
      issue('The upper end cannot be below the lower end');
    else if (condition.op !== 'between' && to !== null) issue('Only a range takes an upper end');
  });

const writableType = z.enum(
  { Expense: TransactionType.Expense, Income: TransactionType.Income },
  { error: 'Select transaction type' },
);

export const ruleConditionSchema = z.discriminatedUnion(
  'kind',
  [
    textCondition,
    amountCondition,
    z.object({ kind: z.literal('currency'), currency: currencyField }),
    z.object({ kind: z.literal('type'), transactionType: writableType }),
    z.object({ kind: z.literal('moneyAccount'), moneyAccountId: moneyAccountIdField }),
    /** The name of the imported file the row came from contains the text. */
    z.object({ kind: z.literal('fileName'), value: lookedFor }),
  ],
  {
    error: "kind must be 'text', 'amount', 'currency', 'type', 'moneyAccount' or 'fileName'",
  },
);
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

const onceEach = <T extends z.ZodType<string>>(
  field: T,
  messages: { none: string; repeated: string },
) =>
  z
    .array(field)
    .min(1, messages.none)
    .max(RULE_IDS_MAX, `At most ${RULE_IDS_MAX} in one action`)
    .refine((ids) => new Set(ids).size === ids.length, messages.repeated);

/**
 * Who paid and how it is split, as a transaction takes them; a rule knows no amount, so its
 * split cannot be exact amounts, and shares or percentages are checked as any amount's would be.
 */
const sharingAction = z
  .object({ type: z.literal('setSharing'), ...sharingFields, split: splitInputSchema.nullish() })
  .superRefine((action, ctx) => {
    if (!action.paidBy && !action.split)
      ctx.addIssue({ code: 'custom', message: 'Choose who paid or the split', path: ['paidBy'] });
    if (!action.split) return;
    const problem =
      action.split.method === SplitMethod.Exact
        ? 'A rule cannot split by exact amounts'
        : splitProblem(10_000, action.split.method, action.split.parts);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['split'] });
  });

export const ruleActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('setCategories'),
      categoryIds: onceEach(categoryIdField, {
        none: 'Choose at least one category',
        repeated: 'Each category at most once',
      }),
    }),
    z.object({
      type: z.literal('addTags'),
      tagIds: onceEach(tagIdField, {
        none: 'Choose at least one tag',
        repeated: 'Each tag at most once',
      }),
    }),
    sharingAction,
    z.object({
      type: z.literal('rename'),
      name: typedText({ error: 'name is required' })
        .regex(NOT_BLANK, 'name is required')
        .max(TRANSACTION_NAME_MAX, 'name is too long'),
    }),
    /** Null clears the description. */
    z.object({
      type: z.literal('setDescription'),
      description: typedText()
        .max(
          TRANSACTION_DESCRIPTION_MAX,
          `Description must be ${TRANSACTION_DESCRIPTION_MAX} characters or less`,
        )
        .nullable(),
    }),
  ],
  {
    error: "type must be 'setCategories', 'addTags', 'setSharing', 'rename' or 'setDescription'",
  },
);
export type RuleAction = z.infer<typeof ruleActionSchema>;
export type RuleActionType = RuleAction['type'];

const ruleNameField = typedText({ error: 'Name is required' })
  .regex(NOT_BLANK, 'Name is required')
  .max(RULE_NAME_MAX, `Name must be ${RULE_NAME_MAX} characters or less`);

/** POST /groups/{groupId}/rules and PUT .../{ruleId}: the whole rule. */
export const ruleRequestSchema = z.object({
  name: ruleNameField,
  /** Left out: true. */
  enabled: z.boolean({ error: 'enabled must be true or false' }).optional(),
  /** Whether all conditions must hold (the default) or any one of them. */
  matchMode: z.enum(RULE_MATCH_MODES, { error: "matchMode must be 'all' or 'any'" }).optional(),
  conditions: z
    .array(ruleConditionSchema)
    .min(1, 'Add at least one condition')
    .max(RULE_CONDITIONS_MAX, `At most ${RULE_CONDITIONS_MAX} conditions`),
  actions: z
    .array(ruleActionSchema)
    .min(1, 'Add at least one action')
    .max(RULE_ACTIONS_MAX, `At most ${RULE_ACTIONS_MAX} actions`)
    .superRefine((actions, ctx) => {
      const seen = new Set<string>();
      actions.forEach((action, index) => {
        if (seen.has(action.type)) {
          const message = 'Each kind of action at most once in a rule';
          ctx.addIssue({ code: 'custom', message, path: [index, 'type'] });
        }
        seen.add(action.type);
      });
    }),
});
export type RuleRequest = z.input<typeof ruleRequestSchema>;

export const ruleSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  name: z.string(),
  /** 0-based place in the group's order: rules run in it. */
  position: z.number().int(),
  enabled: z.boolean(),
  matchMode: z.enum(RULE_MATCH_MODES),
  conditions: z.array(ruleConditionSchema),
  actions: z.array(ruleActionSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** /groups/{groupId}/rules/{ruleId} */
export const ruleParamsSchema = z.object({ groupId: groupIdField, ruleId: ruleIdField });

/** PUT /groups/{groupId}/rules/order: every rule of the group, once, in the new order. */
export const ruleOrderRequestSchema = z.object({
  ruleIds: z
    .array(ruleIdField)
    .max(RULES_PER_GROUP_MAX, `At most ${RULES_PER_GROUP_MAX} rules`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each rule at most once'),
});
export type RuleOrderRequest = z.input<typeof ruleOrderRequestSchema>;
