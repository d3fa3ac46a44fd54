import { z } from 'zod';
import { memberRoleSchema } from './groups.ts';
import { currencyParam, currencySumSchema } from './money.ts';
import { netWorthSchema } from './net-worth.ts';

/** GET /accounts: every group of the caller as a shared account, totals in `currency`. */
export const accountsQuerySchema = z.object({ currency: currencyParam });

export const accountSchema = z.object({
  groupId: z.string(),
  name: z.string(),
  /** The caller's role in the group. */
  role: memberRoleSchema,
  /** All incomes minus all expenses, per currency (signed). */
  balances: z.array(currencySumSchema),
  /** The balance converted into the requested currency; currencies without a rate left out. */
  convertedBalance: z.number(),
  /** yyyy-MM of "this month" in the group's time zone. */
  month: z.string(),
  /** This month's incomes per currency (positive). */
  monthIncome: z.array(currencySumSchema),
  /** This month's expenses per currency (positive). */
  monthExpenses: z.array(currencySumSchema),
  transactionCount: z.number().int(),
  /** The date of the latest transaction; null without any. */
  lastTransactionDate: z.string().nullable(),
  /** What the group's money accounts hold: assets less liabilities, converted at today's rates. */
  netWorth: netWorthSchema,
});
export type Account = z.infer<typeof accountSchema>;

export const accountsSchema = z.object({
  accounts: z.array(accountSchema),
  currency: z.number().int(),
  /** The balances of every account converted and added. */
  total: z.number(),
  /** Every group's net worth added (per currency, and each converted part added). */
  netWorth: netWorthSchema,
  /** Currencies without a rate, left out of the converted figures. */
  unconvertedCurrencies: z.array(z.number().int()),
});
export type Accounts = z.infer<typeof accountsSchema>;
