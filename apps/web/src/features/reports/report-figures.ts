import {
  PeriodType,
  type Report,
  type ReportBudget,
  type ReportCategory,
  type ReportMonth,
} from '@budget/contract';
import {
  barWidth,
  codeOf,
  currencyCodes,
  formatPercent,
  isOverBudget,
} from '@/lib/budget-usage.ts';
import { formatDay, formatMonth } from '@/lib/format-date.ts';
import { i18next } from '@/lib/i18n/i18n.ts';
import { formatMoney } from '@/lib/money.ts';
import { currentLocale } from '@/lib/preferences/preferences-store.ts';

/** The most categories the chart draws; the table lists them all. */
export const CHART_CATEGORIES = 8;

/**
 * Money left out of every converted figure, e.g. 'Amounts in RUB could not be converted into PLN
 * (no exchange rate) and are left out of the converted figures.'; null when all converted.
 */
export function reportUnconvertedNote(
  report: Pick<Report, 'unconvertedCurrencies' | 'currency'>,
): string | null {
  const codes = currencyCodes(report.unconvertedCurrencies);
  if (codes.length === 0) return null;
  return i18next.t('view.unconverted', {
    ns: 'reports',
    codes: codes.join(', '),
    into: codeOf(report.currency),
  });
}

export interface MonthPoint extends ReportMonth {
  /** The month in the interface's language, e.g. 'Mar 2024' ('mar 2024' in Polish). */
  label: string;
}

/** The months with their names in a language (the interface's unless given). */
export function monthPoints(months: readonly ReportMonth[], language?: string): MonthPoint[] {
  return months.map((month) => ({ ...month, label: formatMonth(month.month, language) }));
}

export interface CategoryRow extends ReportCategory {
  /** The name, followed by its group's when another category of the report has the same name. */
  label: string;
  key: string;
}

/**
 * Categories of two groups may share a name (in a report of all groups): the group tells them
 * apart. The expenses without a category are named in the interface's language (`uncategorised`),
 * not by the server's English name for them.
 */
export function categoryRows(
  report: readonly ReportCategory[],
  uncategorised = 'Uncategorised',
): CategoryRow[] {
  const categories = report.map((category) =>
    category.categoryId === null ? { ...category, name: uncategorised } : category,
  );
  const counts = new Map<string, number>();
  for (const category of categories) {
    counts.set(category.name, (counts.get(category.name) ?? 0) + 1);
  }
  return categories.map((category) => ({
    ...category,
    key: category.categoryId ?? 'uncategorised',
    label:
      (counts.get(category.name) ?? 0) > 1 && category.groupName
        ? `${category.name} (${category.groupName})`
        : category.name,
  }));
}

/** The share of all expenses, with one decimal as the server rounded it, e.g. '58.4%'. */
export const formatShare = formatPercent;

type PeriodsKey = 'periods.day' | 'periods.week' | 'periods.month' | 'periods.year';

const PERIOD_NAMES: Record<number, PeriodsKey> = {
  [PeriodType.Daily]: 'periods.day',
  [PeriodType.Weekly]: 'periods.week',
  [PeriodType.Monthly]: 'periods.month',
  [PeriodType.Yearly]: 'periods.year',
};

/**
 * How many periods of the budget the range covers, e.g. '3 months' or '1 week', in a language
 * (the interface's unless given).
 */
export function periodsText(periods: number, periodType: number, language?: string): string {
  const key = PERIOD_NAMES[periodType] ?? 'periods.period';
  return i18next.t(key, { ns: 'reports', count: periods, lng: language });
}

export interface BudgetRow {
  id: string;
  name: string;
  groupName: string;
  periods: string;
  budgeted: string;
  spent: string;
  /** With a minus sign when over budget. */
  remaining: string;
  percent: string;
  /** The bar's width in percent: full when over budget. */
  bar: number;
  over: boolean;
}

export function budgetRow(budget: ReportBudget, language?: string): BudgetRow {
  const over = isOverBudget(budget);
  return {
    id: budget.id,
    name: budget.name,
    groupName: budget.groupName,
    periods: periodsText(budget.periods, budget.periodType, language),
    budgeted: formatMoney(budget.budgeted, budget.currency),
    spent: formatMoney(budget.spent, budget.currency),
    remaining: formatMoney(over ? -Math.abs(budget.remaining) : budget.remaining, budget.currency),
    percent: formatPercent(budget.percentUsed),
    bar: over ? 100 : barWidth(budget.percentUsed),
    over,
  };
}

let compactFormatter: { locale: string | undefined; format: Intl.NumberFormat } | undefined;

/** Axis ticks: short numbers in the chosen locale, e.g. '1.2K' or '-350'. */
export function formatCompact(value: number): string {
  const locale = currentLocale();
  let formatter = compactFormatter;
  if (!formatter || formatter.locale !== locale) {
    formatter = {
      locale,
      format: new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
    };
    compactFormatter = formatter;
  }
  return formatter.format.format(value);
}

/** The months a chart covers, for its label, e.g. 'Jan 2026 to Nov 2026'. */
export function monthSpan<T extends Pick<MonthPoint, 'label'>>(months: readonly T[]): string {
  const first = months[0]?.label ?? '';
  const last = months.at(-1)?.label ?? '';
  return first === last ? first : i18next.t('range.months', { ns: 'reports', first, last });
}

/** The dates a report covers, e.g. '1 Jan 2026 – 31 Dec 2026'; open ends say so. */
export function rangeText(range: { from: string | null; to: string | null }): string {
  if (range.from && range.to) return `${formatDay(range.from)} – ${formatDay(range.to)}`;
  const ns = 'reports';
  if (range.from) return i18next.t('range.fromOnly', { ns, date: formatDay(range.from) });
  if (range.to) return i18next.t('range.untilOnly', { ns, date: formatDay(range.to) });
  return i18next.t('range.all', { ns });
}
