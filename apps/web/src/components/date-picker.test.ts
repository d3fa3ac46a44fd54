import { DEFAULT_PREFERENCES } from '@budget/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { applyPreferences } from '@/lib/preferences/preferences-store.ts';
import { dateFieldValue } from '@/lib/format-date.ts';
import { formatDateField, parseDateField } from './date-picker.tsx';

afterEach(() => applyPreferences(DEFAULT_PREFERENCES));

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

  it('holds the day the text names in the chosen format, else the text for the check to refuse', () => {
    expect(dateFieldValue('2025-03-15')).toBe('2025-03-15');
    applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'dd.MM.yyyy' });
    expect(dateFieldValue('15.03.2025')).toBe('2025-03-15');
    expect(dateFieldValue('  ')).toBe('');
    expect(dateFieldValue('15.03.20')).toBe('15.03.20');
    expect(dateFieldValue('30.02.2025')).toBe('30.02.2025');
  });
});
