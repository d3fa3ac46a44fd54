import { Currency } from '@budget/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FILTERS } from './report-filters.ts';
import { exportHref, reportParams } from './report-query.ts';

const today = new Date(2026, 10, 24);
const options = { today, displayCurrency: Currency.PLN, groupIds: ['g1', 'g2'] };

describe('what the report asks for', () => {
  it('this year of all groups in the display currency by default', () => {
    expect(reportParams(DEFAULT_FILTERS, options)).toEqual({
      groupIds: [],
      from: '2026-01-01',
      to: '2026-12-31',
      currency: Currency.PLN,
    });
  });

  it("one of the user's groups, and the chosen currency over the display currency", () => {
    const filters = { ...DEFAULT_FILTERS, groupId: 'g2', currency: Currency.EUR };
    expect(reportParams(filters, options)).toMatchObject({
      groupIds: ['g2'],
      currency: Currency.EUR,
    });
  });

  it('all groups for a group the user is not in', () => {
    expect(reportParams({ ...DEFAULT_FILTERS, groupId: 'gone' }, options).groupIds).toEqual([]);
  });

  it('exports with the same query, open ends left out', () => {
    expect(
      exportHref({ groupIds: ['g1'], from: '2025-01-01', to: null, currency: Currency.EUR }),
    ).toBe('/api/v1/reports/export?groupIds=g1&from=2025-01-01&currency=2');
    expect(exportHref({ groupIds: [], from: null, to: null, currency: 0 })).toBe(
      '/api/v1/reports/export?currency=0',
    );
  });
});
