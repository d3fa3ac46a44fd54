import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay } from './format-date.ts';

describe('formatDate and formatDateTime', () => {
  it('write days one way, whether a calendar date or the day of a moment', () => {
    expect(formatDay('2024-03-05')).not.toBe('2024-03-05');
    expect(formatDay('2024-03-05')).toContain('2024');
    expect(formatDate(new Date(2024, 11, 31, 23, 30).toISOString())).toBe(formatDay('2024-12-31'));
  });

  it('write a timestamp day first in the local time zone', () => {
    const local = new Date(2024, 2, 5, 9, 7);
    expect(formatDateTime(local.toISOString())).toBe('05/03/2024 at 09:07');
    expect(formatDate(local.toISOString())).toBe(formatDay('2024-03-05'));
  });

  it('read a bare date as that day, not as UTC midnight', () => {
    expect(formatDate('2024-12-31')).toBe(formatDay('2024-12-31'));
    expect(formatDateTime('2024-01-01')).toBe('01/01/2024 at 00:00');
  });

  it('answer an empty text for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('2024-13-45')).toBe('');
  });
});
