import { describe, expect, it } from 'vitest';
import { FIRST_DAY, LAST_DAY, monthsBetween, splitRange } from './report-range.ts';

describe('report ranges', () => {
  it('splits into whole years, whole months and the days at the ends', () => {
    expect(splitRange({ from: '2022-03-15', to: '2025-02-10' }, true)).toEqual({
      years: [{ from: '2023', to: '2024' }],
      months: [
        { from: '2022-04', to: '2022-12' },
        { from: '2025-01', to: '2025-01' },
      ],
      days: [
        { from: '2022-03-15', to: '2022-03-31' },
        { from: '2025-02-01', to: '2025-02-10' },
      ],
    });
    expect(splitRange({ from: '2024-01-15', to: '2024-02-15' }, true)).toEqual({
      years: [],
      months: [],
      days: [{ from: '2024-01-15', to: '2024-02-15' }],
    });
    expect(splitRange({ from: '2024-02-01', to: '2024-02-29' }, true)).toEqual({
      years: [],
      months: [{ from: '2024-02', to: '2024-02' }],
      days: [],
    });
    expect(splitRange({ from: '2023-02-01', to: '2023-02-28' }, false).months).toEqual([
      { from: '2023-02', to: '2023-02' },
    ]);
  });

  it('keeps months when years are not asked for, and reaches the calendar ends', () => {
    expect(splitRange({ from: '2023-01-01', to: '2024-12-31' }, false)).toEqual({
      years: [],
      months: [{ from: '2023-01', to: '2024-12' }],
      days: [],
    });
    expect(splitRange({ from: FIRST_DAY, to: LAST_DAY }, true)).toEqual({
      years: [{ from: '0000', to: '9999' }],
      months: [],
      days: [],
    });
    expect(splitRange({ from: '9999-12-15', to: LAST_DAY }, true)).toEqual({
      years: [],
      months: [],
      days: [{ from: '9999-12-15', to: LAST_DAY }],
    });
    expect(splitRange({ from: '2024-05-02', to: '2024-05-01' }, true)).toEqual({
      years: [],
      months: [],
      days: [],
    });
  });

  it('lists the months between two, across years', () => {
    expect(monthsBetween('2023-11', '2024-02')).toEqual([
      '2023-11',
      '2023-12',
      '2024-01',
      '2024-02',
    ]);
  });
});
