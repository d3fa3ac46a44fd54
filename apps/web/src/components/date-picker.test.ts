import { describe, expect, it } from 'vitest';
import { formatDateField, parseDateField } from './date-picker.tsx';

describe('date field text', () => {
  it('reads only real yyyy-MM-dd dates, as local days', () => {
    expect(parseDateField('2025-03-15')?.getTime()).toBe(new Date(2025, 2, 15).getTime());
    expect(parseDateField('2025-02-30')).toBeUndefined();
    expect(parseDateField('15/03/2025')).toBeUndefined();
    expect(parseDateField('')).toBeUndefined();
  });

  it('writes a day back as yyyy-MM-dd', () => {
    expect(formatDateField(new Date(2024, 1, 29))).toBe('2024-02-29');
  });
});
