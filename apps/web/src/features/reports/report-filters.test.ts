import { Currency } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  parseReportFilters,
  rangeOf,
  reportFiltersSearch,
  withPreset,
  type ReportFilters,
} from './report-filters.ts';

const parse = (search: string) => parseReportFilters(new URLSearchParams(search));
/** 24 November 2026, in the browser's zone (presets are calendar days, not instants). */
const today = new Date(2026, 10, 24, 13, 45);

describe('report filters in the address', () => {
  it('reads nothing as this year, all groups and the display currency', () => {
    expect(parse('')).toEqual(DEFAULT_FILTERS);
    expect(reportFiltersSearch(DEFAULT_FILTERS)).toBe('');
  });

  it('reads a group, a preset and a currency by code or number', () => {
    expect(parse('?group=g1&range=last-year&currency=eur')).toEqual({
      groupId: 'g1',
      preset: 'last-year',
      from: null,
      to: null,
      currency: Currency.EUR,
    });
    expect(parse('?currency=2').currency).toBe(Currency.EUR);
  });

  it('ignores an unknown preset, currency or date, and dates of a preset', () => {
    expect(parse('?range=forever&currency=XYZ')).toEqual(DEFAULT_FILTERS);
    expect(parse('?currency=36').currency).toBeNull();
    expect(parse('?range=custom&from=2025-02-30&to=yesterday')).toMatchObject({
      preset: 'custom',
      from: null,
      to: null,
    });
    expect(parse('?range=this-month&from=2025-01-01')).toMatchObject({ from: null, to: null });
  });

  it('turns a custom range given backwards round', () => {
    expect(parse('?range=custom&from=2025-03-31&to=2025-03-01')).toMatchObject({
      from: '2025-03-01',
      to: '2025-03-31',
    });
  });

  it('writes what it reads', () => {
    const all: ReportFilters[] = [
      DEFAULT_FILTERS,
      { ...DEFAULT_FILTERS, groupId: 'g 1', preset: 'all-time' },
      { ...DEFAULT_FILTERS, preset: 'custom', from: '2025-01-01', to: null },
      { ...DEFAULT_FILTERS, preset: 'custom', from: '2025-01-01', to: '2025-06-30' },
      { ...DEFAULT_FILTERS, preset: 'this-month', currency: Currency.USD },
    ];
    for (const filters of all) expect(parse(reportFiltersSearch(filters))).toEqual(filters);
    expect(reportFiltersSearch({ ...DEFAULT_FILTERS, currency: Currency.EUR })).toBe(
      '?currency=EUR',
    );
  });
});

describe('date presets', () => {
  const range = (preset: ReportFilters['preset']) => rangeOf({ ...DEFAULT_FILTERS, preset }, today);

  it('are whole calendar periods around today', () => {
    expect(range('this-month')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(range('last-month')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(range('last-3-months')).toEqual({ from: '2026-09-01', to: '2026-11-30' });
    expect(range('this-year')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    expect(range('last-year')).toEqual({ from: '2025-01-01', to: '2025-12-31' });
    expect(range('all-time')).toEqual({ from: null, to: null });
  });

  it('reach back across a new year and into a leap February', () => {
    const january = new Date(2024, 0, 15);
    expect(rangeOf({ ...DEFAULT_FILTERS, preset: 'last-3-months' }, january)).toEqual({
      from: '2023-11-01',
      to: '2024-01-31',
    });
    expect(rangeOf({ ...DEFAULT_FILTERS, preset: 'last-month' }, january)).toEqual({
      from: '2023-12-01',
      to: '2023-12-31',
    });
    expect(rangeOf({ ...DEFAULT_FILTERS, preset: 'this-month' }, new Date(2024, 1, 3))).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
  });

  it('a custom range starts from the dates on screen; other presets drop custom dates', () => {
    expect(withPreset(DEFAULT_FILTERS, 'custom', today)).toMatchObject({
      preset: 'custom',
      from: '2026-01-01',
      to: '2026-12-31',
    });
    const allTime = { ...DEFAULT_FILTERS, preset: 'all-time' as const };
    expect(withPreset(allTime, 'custom', today)).toMatchObject({ from: null, to: null });
    const custom = { ...DEFAULT_FILTERS, preset: 'custom' as const, from: '2025-01-01', to: null };
    expect(withPreset(custom, 'last-year', today)).toEqual({
      ...DEFAULT_FILTERS,
      preset: 'last-year',
    });
  });
});
