import { z } from 'zod';
import { EQUAL_AMONG } from './enums.ts';
import { typedText } from './fields.ts';
import { groupIdField } from './groups.ts';
import { amountField, currencyField, dateField, repeatedParam } from './money.ts';
import { MAX_SPLIT_PARTS, SplitMethod } from './split-arithmetic.ts';

export * from './income-shares.ts';

const userIdField = z.string().trim().min(1, 'Choose a member').max(64, 'User ID is invalid');

/**
 * How a transaction is shared (docs/decisions.md, 'Splits'): each member's value as the method
 * reads it (ignored for Equal; a whole share; a percentage; an amount).
 */
export const splitInputSchema = z.object({
  method: z.enum(SplitMethod, { error: 'Choose how it is split' }),
  parts: z
    .array(
      z.object({
        userId: userIdField,
        value: z.number({ error: 'Enter a number' }).min(0, 'Split values cannot be negative'),
      }),
    )
    .min(1, 'Choose at least one member to share it')
    .max(MAX_SPLIT_PARTS, `At most ${MAX_SPLIT_PARTS} members share one amount`),
});
export type SplitInput = z.input<typeof splitInputSchema>;

/** Sent with a transaction: who paid (default: who enters it) and the split (default: the group's). */
export const sharingFields = {
  paidBy: userIdField.nullish(),
  split: splitInputSchema.nullish(),
};

/** A transaction's split as answered: each member's part of its amount. */
export const splitSchema = z.object({
  method: z.enum(SplitMethod),
  parts: z.array(
    z.object({
      userId: z.string(),
      value: z.number(),
      /** The member's share of the amount (positive). */
      amount: z.number(),
    }),
  ),
});
export type Split = z.infer<typeof splitSchema>;

/**
 * What a default split's shares were found from: 'incomes' (shares in proportion to each
 * member's monthly income, kept beside the shares so the settings show the incomes again).
 */
export const SPLIT_BASES = ['incomes'] as const;
export type SplitBasis = (typeof SPLIT_BASES)[number];

/**
 * A default split as sent: a method with each member's value, or, with `basis` 'incomes', shares
 * (the method) with each member's `income`, from which the server computes the shares
 * (`sharesFromIncomes`; any `value` sent is ignored).
 */
export const defaultSplitRequestSchema = z
  .object({
    method: z.enum(SplitMethod, { error: 'Choose how it is split' }),
    basis: z.enum(SPLIT_BASES, { error: "basis must be 'incomes'" }).optional(),
    parts: z
      .array(
        z.object({
          userId: userIdField,
          value: z
            .number({ error: 'Enter a number' })
            .min(0, 'Split values cannot be negative')
            .optional(),
          /** The member's monthly income (with basis 'incomes'). */
          income: amountField({ positive: false }).optional(),
        }),
      )
      .min(1, 'Choose at least one member to share it')
      .max(MAX_SPLIT_PARTS, `At most ${MAX_SPLIT_PARTS} members share one amount`),
  })
  .superRefine((split, ctx) => {
    const issue = (message: string, path: (string | number)[]) =>
      ctx.addIssue({ code: 'custom', message, path });
    if (split.method === SplitMethod.Exact)
      issue('A default split cannot be exact amounts', ['method']);
    const byIncomes = split.basis === 'incomes';
    if (byIncomes && split.method !== SplitMethod.Shares)
      issue('A split in proportion to incomes is a split by shares', ['method']);
    split.parts.forEach((part, index) => {
      if (byIncomes && part.income === undefined)
        issue('Enter an income', ['parts', index, 'income']);
      if (!byIncomes && part.value === undefined)
        issue('Enter a number', ['parts', index, 'value']);
      if (!byIncomes && part.income !== undefined)
        issue("Incomes need basis 'incomes'", ['parts', index, 'income']);
    });
  });
export type DefaultSplitRequest = z.input<typeof defaultSplitRequestSchema>;

/** PUT /groups/{groupId}/sharing (Owner): settlement currency and default split. */
export const groupSharingRequestSchema = z.object({
  settlementCurrency: currencyField,
  /** Null: equal among the members `equalAmong` names. Exact amounts cannot be a default. */
  defaultSplit: defaultSplitRequestSchema.nullable(),
  /** Left out: kept as stored. */
  equalAmong: z
    .enum(EQUAL_AMONG, { error: "equalAmong must be 'payers' or 'everyone'" })
    .optional(),
  /** Whether incomes are shared like expenses; left out: kept as stored. */
  splitIncomes: z.boolean({ error: 'splitIncomes must be true or false' }).optional(),
});
export type GroupSharingRequest = z.input<typeof groupSharingRequestSchema>;

/** The default split as stored: with basis 'incomes', each part's share and the income it is from. */
export const defaultSplitSchema = z.object({
  method: z.enum(SplitMethod),
  basis: z.enum(SPLIT_BASES).optional(),
  parts: z.array(
    z.object({ userId: z.string(), value: z.number(), income: z.number().optional() }),
  ),
});
export type DefaultSplit = z.infer<typeof defaultSplitSchema>;

export const groupSharingSchema = z.object({
  settlementCurrency: z.number().int(),
  defaultSplit: defaultSplitSchema.nullable(),
  equalAmong: z.enum(EQUAL_AMONG),
  splitIncomes: z.boolean(),
});
export type GroupSharing = z.infer<typeof groupSharingSchema>;

export const memberBalanceSchema = z.object({
  userId: z.string(),
  /** The member's name (or e-mail); null once their account is gone. */
  name: z.string().nullable(),
  /** No longer in the group: their history and balance stay. */
  former: z.boolean(),
  /**
   * In the settlement currency, converted at each transaction's date and allocated so the
   * figures add up: what they paid for expenses and their share of them.
   */
  paid: z.number(),
  share: z.number(),
  /** Shared incomes: their share of what others received less what they received. */
  incomes: z.number(),
  /** Payments between members (settling up): what they paid less what they were paid. */
  payments: z.number(),
  /** Paid minus share plus incomes and payments: above zero the others owe them. */
  balance: z.number(),
});
export type MemberBalance = z.infer<typeof memberBalanceSchema>;

/** A transfer settling up: `fromUserId` pays `toUserId` the amount. */
export const settlementSchema = z.object({
  fromUserId: z.string(),
  toUserId: z.string(),
  amount: z.number(),
});
export type Settlement = z.infer<typeof settlementSchema>;

/** GET /groups/{groupId}/balances */
export const groupBalancesSchema = z.object({
  currency: z.number().int(),
  members: z.array(memberBalanceSchema),
  /** The fewest transfers found that bring every balance to zero. */
  settleUp: z.array(settlementSchema),
  /** Currencies of shared transactions that could not be converted (no rate), left out. */
  unconverted: z.array(z.number().int()),
});
export type GroupBalances = z.infer<typeof groupBalancesSchema>;

/** GET /groups/settle-up: the caller's groups (all when none named). */
export const settleUpQuerySchema = z.object({ groupIds: repeatedParam(groupIdField) });
export type SettleUpQuery = z.input<typeof settleUpQuerySchema>;

/**
 * One group's settle-up transfers, as its balances propose them, with the people they name (a
 * former member too; `name` null once the account is gone).
 */
export const groupSettleUpSchema = z.object({
  groupId: z.string(),
  currency: z.number().int(),
  settleUp: z.array(settlementSchema),
  people: z.array(memberBalanceSchema.pick({ userId: true, name: true, former: true })),
  unconverted: z.array(z.number().int()),
});
export type GroupSettleUp = z.infer<typeof groupSettleUpSchema>;
/** Only the groups with a transfer to propose. */
export const settleUpSchema = z.array(groupSettleUpSchema);

/** POST /groups/{groupId}/settlements: a transfer from one member to another. */
export const SETTLEMENT_NOTE_MAX = 500;

export const createSettlementRequestSchema = z.object({
  fromUserId: userIdField,
  toUserId: userIdField,
  amount: amountField({ positive: true }),
  currency: currencyField,
  date: dateField(),
  /** Optional ('Bank transfer', 'Cash for the holiday'): the payment's description. */
  note: typedText()
    .max(SETTLEMENT_NOTE_MAX, `Note must be ${SETTLEMENT_NOTE_MAX} characters or less`)
    .nullish()
    .transform((value) => value || null),
});
export type CreateSettlementRequest = z.input<typeof createSettlementRequestSchema>;
