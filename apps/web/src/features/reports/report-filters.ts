import { currencies, currencyCode, isCalendarDate } from '@budget/contract';
import {
  endOfMonth,
  endOfYear,
  format,
  startOfMonth,
  startOfYear,
  subMonths,
  subYears,
} from 'date-fns';

/**
 * The reports screen's filters live in the query string, so a filtered report can be bookmarked
 * and a reload keeps it:
 *   /reports                                         this year, all groups, display currency
 *   /reports?group=<id>&range=last-year&currency=EUR
 *   /reports?range=custom&from=2025-03-01&to=2025-03-31
 * A preset is kept by name, not by its dates: a bookmarked 'This month' is always the current one.
 * Each label is the key of its name in the 'reports' texts.
 */
export const DATE_PRESETS = [
  { value: 'this-month', label: 'preset.this-month' },
  { value: 'last-month', label: 'preset.last-month' },
  { value: 'last-3-months', label: 'preset.last-3-months' },
  { value: 'this-year', label: 'preset.this-year' },
  { value: 'last-year', label: 'preset.last-year' },
  { value: 'all-time', label: 'preset.all-time' },
  { value: 'custom', label: 'preset.custom' },
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number]['value'];

export const DEFAULT_PRESET: DatePreset = 'this-year';

export interface ReportFilters {
  /** One group; null for all of the user's groups. */
  groupId: string | null;
  preset: DatePreset;
  /** The ends of a custom range (yyyy-MM-dd, null for an open end); unused by other presets. */
  from: string | null;
  to: string | null;
  /** Null: the user's display currency (Settings). */
  currency: number | null;
}

/** Both ends included; null is an open end. */
export interface DateRange {
  from: string | null;
  to: string | null;
}

export const DEFAULT_FILTERS: ReportFilters = {
  groupId: null,
  preset: DEFAULT_PRESET,
  from: null,
  to: null,
  currency: null,
};

const GROUP = 'group';
const RANGE = 'range';
const FROM = 'from';
const TO = 'to';
const CURRENCY = 'currency';

const day = (date: Date) => format(date, 'yyyy-MM-dd');

export function isDatePreset(value: unknown): value is DatePreset {
  return DATE_PRESETS.some((preset) => preset.value === value);
}

/** Whole calendar periods around the browser's today; a custom range is the filters' own. */
export function rangeOf(
  filters: Pick<ReportFilters, 'preset' | 'from' | 'to'>,
  today: Date,
): DateRange {
  switch (filters.preset) {
    case 'this-month':
      return { from: day(startOfMonth(today)), to: day(endOfMonth(today)) };
    case 'last-month': {
      const lastMonth = subMonths(today, 1);
      return { from: day(startOfMonth(lastMonth)), to: day(endOfMonth(lastMonth)) };
    }
    case 'last-3-months':
      return { from: day(startOfMonth(subMonths(today, 2))), to: day(endOfMonth(today)) };
    case 'this-year':
      return { from: day(startOfYear(today)), to: day(endOfYear(today)) };
    case 'last-year': {
      const lastYear = subYears(today, 1);
      return { from: day(startOfYear(lastYear)), to: day(endOfYear(lastYear)) };
    }
    case 'all-time':
      return { from: null, to: null };
    case 'custom':
      return { from: filters.from, to: filters.to };
  }
}

/** A currency given as its code (EUR) or number (2); null for anything else. */
function parseCurrency(text: string | null): number | null {
  const value = text?.trim().toUpperCase() ?? '';
  if (value === '') return null;
  const byCode = currencies.findIndex((currency) => currency.code === value);
  if (byCode >= 0) return byCode;
  const number = Number(value);
  return Number.isInteger(number) && number >= 0 && number < currencies.length ? number : null;
}

function parseDay(text: string | null): string | null {
  const value = text?.trim() ?? '';
  return isCalendarDate(value) ? value : null;
}

/** Unknown values fall back to the defaults; a custom range given backwards is turned round. */
export function parseReportFilters(params: URLSearchParams): ReportFilters {
  const range = params.get(RANGE);
  const preset = isDatePreset(range) ? range : DEFAULT_PRESET;
  let from = preset === 'custom' ? parseDay(params.get(FROM)) : null;
  let to = preset === 'custom' ? parseDay(params.get(TO)) : null;
  if (from && to && from > to) [from, to] = [to, from];
  return {
    groupId: params.get(GROUP)?.trim() || null,
    preset,
    from,
    to,
    currency: parseCurrency(params.get(CURRENCY)),
  };
}

/** The query string of the filters ('' for the defaults); currencies go by code. */
export function reportFiltersSearch(filters: ReportFilters): string {
  const params = new URLSearchParams();
  if (filters.groupId) params.set(GROUP, filters.groupId);
  if (filters.preset !== DEFAULT_PRESET) params.set(RANGE, filters.preset);
  if (filters.preset === 'custom') {
    if (filters.from) params.set(FROM, filters.from);
    if (filters.to) params.set(TO, filters.to);
  }
  if (filters.currency !== null) params.set(CURRENCY, currencyCode(filters.currency));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * Switching presets: a custom range starts from the dates that were on screen, so it can be
 * narrowed rather than typed from scratch.
 */
export function withPreset(filters: ReportFilters, preset: DatePreset, today: Date): ReportFilters {
  if (preset !== 'custom') return { ...filters, preset, from: null, to: null };
  const shown = rangeOf(filters, today);
  return { ...filters, preset, from: shown.from, to: shown.to };
}
