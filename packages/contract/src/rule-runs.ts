import { z } from 'zod';
import { groupIdField } from './groups.ts';
import { importProgressSchema } from './import-batches.ts';
import { dateField } from './money.ts';
import { ruleRefSchema } from './rule-preview.ts';
import { RULES_PER_GROUP_MAX, ruleIdField } from './rules.ts';
import { splitInputSchema } from './sharing.ts';

// Rules applied to a group's existing transactions (docs/decisions.md, 'Rules'): a preview of
// what would change, one bulk write through the write path, and its undo.

/** How many changed transactions a preview lists; `changed` counts them all. */
export const RULE_APPLY_SAMPLE_MAX = 50;

/**
 * POST /groups/{groupId}/rules/apply/preview and POST .../rules/apply: which rules (in the
 * group's order; left out: every enabled rule) on the transactions dated within `from`..`to`
 * (inclusive; either left out: open).
 */
export const ruleApplyRequestSchema = z
  .object({
    ruleIds: z
      .array(ruleIdField)
      .min(1, 'Choose at least one rule')
      .max(RULES_PER_GROUP_MAX, `At most ${RULES_PER_GROUP_MAX} rules`)
      .nullish(),
    from: dateField('from must be a date').nullish(),
    to: dateField('to must be a date').nullish(),
  })
  .refine((body) => !body.from || !body.to || body.from <= body.to, {
    message: 'The start date must not be after the end date',
    path: ['to'],
  });
export type RuleApplyRequest = z.input<typeof ruleApplyRequestSchema>;

/** POST .../rules/apply: the request, and a key the browser makes up to follow its progress. */
export const ruleApplyCommitSchema = ruleApplyRequestSchema.and(
  z.object({ progressId: z.uuid('progressId must be a UUID').nullish() }),
);
export type RuleApplyCommit = z.input<typeof ruleApplyCommitSchema>;

const change = <T extends z.ZodType>(value: T) => z.object({ before: value, after: value });

/** One transaction the rules would change: only the fields that change are present. */
export const ruleChangeSchema = z.object({
  transactionId: z.string(),
  date: z.string(),
  /** Its name now (before any rename). */
  name: z.string(),
  /** Without its sign, in `currency`. */
  amount: z.number(),
  currency: z.number().int(),
  /** The rules that matched it, in order. */
  rules: z.array(ruleRefSchema),
  changes: z.object({
    categoryIds: change(z.array(z.string())).optional(),
    tagIds: change(z.array(z.string())).optional(),
    paidBy: change(z.string().nullable()).optional(),
    split: change(splitInputSchema.nullable()).optional(),
    name: change(z.string()).optional(),
    description: change(z.string().nullable()).optional(),
  }),
});
export type RuleChange = z.infer<typeof ruleChangeSchema>;

/** What applying would change: counts over every transaction in range, and the first changes. */
export const ruleApplyPreviewSchema = z.object({
  /** Transactions in range the rules looked at (transfers and settlements are not). */
  examined: z.number().int(),
  /** Of those, how many would change. */
  changed: z.number().int(),
  /** Matched but left alone because they are reconciled (locked). */
  skippedReconciled: z.number().int(),
  /** Per field, how many transactions would have it changed. */
  fields: z.object({
    categoryIds: z.number().int(),
    tagIds: z.number().int(),
    sharing: z.number().int(),
    name: z.number().int(),
    description: z.number().int(),
  }),
  /** The newest changes first, at most RULE_APPLY_SAMPLE_MAX. */
  sample: z.array(ruleChangeSchema),
});
export type RuleApplyPreview = z.infer<typeof ruleApplyPreviewSchema>;

/** One application of rules to existing transactions, kept so that it can be undone. */
export const ruleRunSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  /** The rules applied, as named when applied. */
  rules: z.array(ruleRefSchema),
  from: z.string().nullable(),
  to: z.string().nullable(),
  changedCount: z.number().int(),
  /** Who applied them (their display name); null once that account is gone. */
  appliedBy: z.string().nullable(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
});
export type RuleRun = z.infer<typeof ruleRunSchema>;

export const ruleRunParamsSchema = z.object({
  groupId: groupIdField,
  runId: z.string().trim().min(1, 'Run ID is required').max(64),
});

/** POST .../rule-runs/{runId}/undo: restored, and left as they are because edited since. */
export const ruleRunUndoSchema = z.object({
  restored: z.number().int(),
  skippedEdited: z.number().int(),
});
export type RuleRunUndo = z.infer<typeof ruleRunUndoSchema>;

/**
 * GET /groups/{groupId}/rules/apply/progress/{progressId}: 'reading' (0 of 0) while the run
 * starts, then 'writing' with the transactions examined of all in range (each page of them is
 * matched and its changes written together), then 'done' or 'failed'.
 */
export const ruleApplyProgressSchema = importProgressSchema;
export const ruleApplyProgressParamsSchema = z.object({
  groupId: groupIdField,
  progressId: z.uuid('progressId must be a UUID'),
});
