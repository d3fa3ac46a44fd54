import { z } from 'zod';
import { amountField, currencyField, dateField } from './money.ts';
import { MAX_SPLIT_PARTS, SplitMethod } from './split-arithmetic.ts';

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

/** PUT /groups/{groupId}/sharing (Owner): settlement currency and default split. */
export const groupSharingRequestSchema = z.object({
  settlementCurrency: currencyField,
  /** Null: equal among all members. Exact amounts cannot be a default. */
  defaultSplit: splitInputSchema
    .refine((split) => split.method !== SplitMethod.Exact, {
      message: 'A default split cannot be exact amounts',
      path: ['method'],
    })
    .nullable(),
});
export type GroupSharingRequest = z.input<typeof groupSharingRequestSchema>;

export const groupSharingSchema = z.object({
  settlementCurrency: z.number().int(),
  defaultSplit: splitInputSchema.nullable(),
});
export type GroupSharing = z.infer<typeof groupSharingSchema>;

export const memberBalanceSchema = z.object({
  userId: z.string(),
  /** The member's name (or e-mail); null once their account is gone. */
  name: z.string().nullable(),
  /** No longer in the group: their history and balance stay. */
  former: z.boolean(),
  /** In the settlement currency, converted at each transaction's date. */
  paid: z.number(),
  share: z.number(),
  /** Paid minus share: above zero the others owe them, below zero they owe. */
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

/** POST /groups/{groupId}/settlements: a transfer from one member to another. */
export const createSettlementRequestSchema = z.object({
  fromUserId: userIdField,
  toUserId: userIdField,
  amount: amountField({ positive: true }),
  currency: currencyField,
  date: dateField(),
});
export type CreateSettlementRequest = z.input<typeof createSettlementRequestSchema>;
