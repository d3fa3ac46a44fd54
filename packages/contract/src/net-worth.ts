import { z } from 'zod';
import { MoneyAccountKind } from './enums.ts';

/**
 * Net worth (docs/decisions.md, 'Money accounts'): what a household's money accounts hold,
 * assets (current, savings, cash) less liabilities (credit cards, loans). A liability's balance
 * is signed like any account's, a debt negative, so `liabilities` is the negated sum of those
 * balances (what is owed, positive while owed) and `net` = `assets` - `liabilities`, the sum of
 * every account's balance.
 */
export const LIABILITY_KINDS: readonly number[] = [
  MoneyAccountKind.CreditCard,
  MoneyAccountKind.Loan,
];

export const isLiabilityKind = (kind: number): boolean => LIABILITY_KINDS.includes(kind);

/** One point of an account's balance over the last year: its balance at the end of `date`. */
export const balancePointSchema = z.object({ date: z.string(), balance: z.number() });
export type BalancePoint = z.infer<typeof balancePointSchema>;

export const netWorthCurrencySchema = z.object({
  currency: z.number().int(),
  assets: z.number(),
  liabilities: z.number(),
  net: z.number(),
  /** `net` in the answer's currency (each account's amount converted and rounded once, added); null without a rate. */
  convertedNet: z.number().nullable(),
});

/** A group's (or every group's) net worth, per currency and converted. */
export const netWorthSchema = z.object({
  /** Per currency held, in currency order; currencies whose accounts all hold 0 left out. */
  currencies: z.array(netWorthCurrencySchema),
  /** Converted: the sum of each asset account's converted amount. */
  assets: z.number(),
  /** Converted: the negated sum of each liability account's converted amount. */
  liabilities: z.number(),
  /** assets - liabilities, the sum of `currencies`' convertedNet. */
  net: z.number(),
  /** Currencies without a rate, left out of the converted figures. */
  unconvertedCurrencies: z.array(z.number().int()),
});
export type NetWorth = z.infer<typeof netWorthSchema>;

export const netWorthPointSchema = z.object({
  /** yyyy-MM */
  month: z.string(),
  /** The month's last day, or the range's end or today when earlier. */
  date: z.string(),
  assets: z.number(),
  liabilities: z.number(),
  net: z.number(),
});
export type NetWorthPoint = z.infer<typeof netWorthPointSchema>;

/** GET /reports/net-worth: month-end points, each converted at its date's rates. */
export const netWorthHistorySchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  currency: z.number().int(),
  points: z.array(netWorthPointSchema),
  unconvertedCurrencies: z.array(z.number().int()),
});
export type NetWorthHistory = z.infer<typeof netWorthHistorySchema>;
