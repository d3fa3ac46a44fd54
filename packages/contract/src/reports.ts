import { z } from 'zod';
import { groupIdField } from './groups.ts';
import { currencyParam, dateField, repeatedParam } from './money.ts';
import { periodTypeSchema } from './periods.ts';

/**
 * GET /reports and GET /reports/export: the caller's groups (all when none), an optional date
 * range (both ends included; open ends reach the first and the last transaction) and the
 * currency figures are converted into (PLN when not given).
 */
export const reportQuerySchema = z
  .object({
    groupIds: repeatedParam(groupIdField),
    from: dateField('from must be a date').optional(),
    to: dateField('to must be a date').optional(),
    currency: currencyParam,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'from cannot be after to',
    path: ['to'],
  });
export type ReportQuery = z.input<typeof reportQuerySchema>;

/** Amounts of a report are in its currency, positive, rounded once from their exact value. */
const money = z.number();

export const reportMonthSchema = z.object({
  /** yyyy-MM */
  month: z.string(),
  income: money,
  expenses: money,
  /** income - expenses */
  net: money,
  /** Net savings from the start of the range to the end of this month. */
  cumulativeNet: money,
  transactionCount: z.number().int(),
});

export const reportCategorySchema = z.object({
  /** Null: the expenses without a category. */
  categoryId: z.string().nullable(),
  name: z.string(),
  groupId: z.string().nullable(),
  groupName: z.string().nullable(),
  amount: money,
  /** Percent of all expenses of the range, one decimal. Shares can add up past 100. */
  share: z.number(),
  transactionCount: z.number().int(),
});

/**
 * A tag's expenses over the range (docs/decisions.md, 'Tags'): one tagged with several tags counts
 * under each, so these add up to more than the expenses when tags overlap.
 */
export const reportTagSchema = z.object({
  tagId: z.string(),
  name: z.string(),
  groupId: z.string(),
  groupName: z.string().nullable(),
  amount: money,
  /** Percent of all expenses of the range, one decimal. */
  share: z.number(),
  transactionCount: z.number().int(),
});
export type ReportTag = z.infer<typeof reportTagSchema>;

export const reportExpenseSchema = z.object({
  id: z.string(),
  name: z.string(),
  date: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  /** As entered: positive, in its own currency. */
  amount: money,
  currency: z.number().int(),
  /** In the report's currency at the rate of its date; null without a rate. */
  converted: money.nullable(),
});

export const reportBudgetSchema = z.object({
  id: z.string(),
  name: z.string(),
  groupId: z.string(),
  groupName: z.string(),
  /** The budget's own currency, which budgeted and spent are in. */
  currency: z.number().int(),
  periodType: periodTypeSchema,
  /** The budget's periods that overlap the range (each counted whole). */
  periods: z.number().int(),
  firstPeriodStart: z.string(),
  lastPeriodEnd: z.string(),
  budgeted: money,
  spent: money,
  remaining: money,
  percentUsed: z.number(),
});

export const currencyTotalsSchema = z.object({
  currency: z.number().int(),
  /** Signed sums as the transactions screen shows them: incomes positive, expenses negative. */
  income: z.number(),
  expenses: z.number(),
  transactionCount: z.number().int(),
});

export const reportSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  currency: z.number().int(),
  totals: z.object({
    income: money,
    expenses: money,
    net: money,
    transactionCount: z.number().int(),
  }),
  months: z.array(reportMonthSchema),
  categories: z.array(reportCategorySchema),
  /** Tagged expenses per tag, largest first; tags without expenses in the range left out. */
  tags: z.array(reportTagSchema),
  largestExpenses: z.array(reportExpenseSchema),
  /** Unconverted sums per currency, to compare with the transactions screen. */
  currencies: z.array(currencyTotalsSchema),
  /** Currencies without a rate: left out of every converted figure. */
  unconvertedCurrencies: z.array(z.number().int()),
});
export type Report = z.infer<typeof reportSchema>;

/**
 * A member's part of the shared expenses and incomes of the range, in the report's currency
 * (each converted at its day's rate, rounded once). Paid and received are what went through the
 * member's hands; share is what their splits gave them.
 */
export const reportMemberSchema = z.object({
  userId: z.string(),
  /** Their name (or e-mail), as the balances name them; null once their account is gone. */
  name: z.string().nullable(),
  /** A member of none of the report's groups any more: their history stays. */
  former: z.boolean(),
  expenses: z.object({ paid: money, share: money }),
  income: z.object({ received: money, share: money }),
});

/**
 * GET /reports/members: who paid and who received how much, and each member's share, over the
 * report's range. Only expenses and incomes with a payer count: transfers (settlements) are
 * neither, and transactions that are not shared are in no member's figures (`unshared`).
 */
export const reportMembersSchema = z.object({
  from: z.string().nullable(),
  to: z.string().nullable(),
  currency: z.number().int(),
  /** Current members first, then former ones, each by name; only those with figures. */
  members: z.array(reportMemberSchema),
  /** All shared expenses and incomes of the range: what the members paid and received. */
  shared: z.object({ expenses: money, income: money }),
  /** Expenses and incomes of the range that nobody paid (not shared), left out of `members`. */
  unshared: z.object({ expenses: money, income: money }),
  /** Currencies without a rate: left out of every converted figure. */
  unconvertedCurrencies: z.array(z.number().int()),
});
export type ReportMember = z.infer<typeof reportMemberSchema>;
export type ReportMembers = z.infer<typeof reportMembersSchema>;

/** GET /reports/budgets: budget against actual over the report's range. */
export const reportBudgetsSchema = z.array(reportBudgetSchema);
export type ReportMonth = z.infer<typeof reportMonthSchema>;
export type ReportCategory = z.infer<typeof reportCategorySchema>;
export type ReportExpense = z.infer<typeof reportExpenseSchema>;
export type ReportBudget = z.infer<typeof reportBudgetSchema>;

/** How many of the largest expenses a report lists. */
export const LARGEST_EXPENSES = 10;

/** The columns of the CSV export, in order. */
export const EXPORT_COLUMNS = [
  'Date',
  'Type',
  'Name',
  'Description',
  'Group',
  'Categories',
  'Amount',
  'Currency',
  'Tags',
] as const;

/**
 * GET /reports/month-totals: this month's and last month's income and expenses of the caller's
 * groups (all when none named), each month in each group's time zone, converted exactly at each
 * transaction's date into `currency` (PLN when not given). The dashboard's 'Money in and out'.
 */
export const monthTotalsQuerySchema = z.object({
  groupIds: repeatedParam(groupIdField),
  currency: currencyParam,
});
export type MonthTotalsQuery = z.input<typeof monthTotalsQuerySchema>;

export const monthFiguresSchema = z.object({
  /** yyyy-MM */
  month: z.string(),
  /** Each rounded once from its exact value; net is income - expenses of those, to the cent. */
  income: money,
  expenses: money,
  net: money,
  /** Incomes and expenses (transfers are neither). */
  transactionCount: z.number().int(),
});
export type MonthFigures = z.infer<typeof monthFiguresSchema>;

export const monthTotalsSchema = z.object({
  currency: z.number().int(),
  thisMonth: monthFiguresSchema,
  lastMonth: monthFiguresSchema,
  /** Currencies without a rate, left out of the figures. */
  unconvertedCurrencies: z.array(z.number().int()),
});
export type MonthTotals = z.infer<typeof monthTotalsSchema>;
