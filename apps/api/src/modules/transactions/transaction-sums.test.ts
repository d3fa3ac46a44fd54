import { describe, expect, it } from 'vitest';
import { splitRange } from './transaction-sums.repository.ts';

describe('splitRange', () => {
  it('keeps a range inside one month as days', () => {
    expect(splitRange('2026-03-02', '2026-03-30')).toEqual({
      days: [['2026-03-02', '2026-03-30']],
      months: [],
      years: null,
    });
  });

  it('reads days at the ends, whole months, then whole years, covering every day once', () => {
    expect(splitRange('2024-11-15', '2027-02-27')).toEqual({
      days: [
        ['2024-11-15', '2024-11-30'],
        ['2027-02-01', '2027-02-27'],
      ],
      months: [
        ['2024-12', '2024-12'],
        ['2027-01', '2027-01'],
      ],
      years: ['2025', '2026'],
    });
    expect(splitRange('2024-02-01', '2024-02-29')).toEqual({
      days: [],
      months: [['2024-02', '2024-02']],
      years: null,
    });
    expect(splitRange('0000-01-01', '9999-12-31')).toEqual({
      days: [],
      months: [],
      years: ['0000', '9999'],
    });
    expect(splitRange('2025-03-01', '2026-02-28').months).toEqual([['2025-03', '2026-02']]);
  });
});
