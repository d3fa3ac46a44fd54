import { DATE_FORMATS, DEFAULT_PREFERENCES } from '@budget/contract';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDay,
  formatDayRange,
  formatMonth,
  readDay,
  writeDay,
} from './format-date.ts';
import { setLanguage } from './i18n/i18n.ts';
import { applyPreferences } from './preferences/preferences-store.ts';

afterEach(() => applyPreferences(DEFAULT_PREFERENCES));

describe('formatDay, formatDate and formatDateTime', () => {
  it('write every date yyyy-MM-dd until the user chooses another format', () => {
    expect(formatDay('2024-03-05')).toBe('2024-03-05');
    expect(formatDate(new Date(2024, 11, 31, 23, 30).toISOString())).toBe('2024-12-31');
    expect(formatDateTime(new Date(2024, 2, 5, 9, 7).toISOString())).toBe('2024-03-05 at 09:07');
  });

  it("write a moment's hour in the interface's language", async () => {
    await setLanguage('pl');
    try {
      expect(formatDateTime(new Date(2026, 10, 28, 10, 56).toISOString())).toBe(
        '2026-11-28 o 10:56',
      );
    } finally {
      await setLanguage('en');
    }
  });

  it('write days, moments and ranges in the chosen format, one way everywhere', () => {
    applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'dd/MM/yyyy' });
    const local = new Date(2026, 10, 28, 10, 56);
    expect(formatDateTime(local.toISOString())).toBe('28/11/2026 at 10:56');
    expect(formatDate(local.toISOString())).toBe('28/11/2026');
    expect(formatDay('2026-11-28')).toBe('28/11/2026');
    expect(formatDayRange('2026-11-01', '2026-11-30')).toBe('01/11/2026 – 30/11/2026');
    applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'MM/dd/yyyy' });
    expect(formatDay('2026-11-28')).toBe('11/28/2026');
    applyPreferences({ ...DEFAULT_PREFERENCES, dateFormat: 'dd.MM.yyyy' });
    expect(formatDay('2026-11-28')).toBe('28.11.2026');
  });

  it('read a bare date as that day, not as UTC midnight', () => {
    expect(formatDate('2024-12-31')).toBe(formatDay('2024-12-31'));
    expect(formatDateTime('2024-01-01')).toBe('2024-01-01 at 00:00');
  });

  it('answer an empty text for a missing or unreadable value', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDate('2024-13-45')).toBe('');
    expect(formatDay('2024-13-45')).toBe('2024-13-45');
  });
});

describe('formatMonth', () => {
  it("names months in the interface's language, whatever the number format's locale", async () => {
    applyPreferences({ ...DEFAULT_PREFERENCES, language: 'pl', locale: 'en-US' });
    await setLanguage('pl');
    try {
      expect(formatMonth('2026-11')).toBe('lis 2026');
      expect(formatMonth('2026-03')).toBe('mar 2026');
    } finally {
      await setLanguage('en');
    }
    applyPreferences({ ...DEFAULT_PREFERENCES, language: 'en', locale: 'de-DE' });
    expect(formatMonth('2026-03')).toBe('Mar 2026');
  });

  it("keeps the locale's way of writing them when it is of the interface's language", () => {
    expect(formatMonth('2026-03', 'en', 'en-GB')).toBe('Mar 2026');
    expect(formatMonth('2026-03', 'pl', 'pl-PL')).toBe('mar 2026');
    expect(formatMonth('2026-03', 'pl', null)).toBe('mar 2026');
    expect(formatMonth('not a month')).toBe('not a month');
  });
});

describe('readDay', () => {
  it('reads back what writeDay writes, in every format', () => {
    for (const format of DATE_FORMATS) {
      for (const day of ['2024-02-29', '0001-01-01', '9999-12-31', '2026-11-05']) {
        expect(readDay(writeDay(day, format), format), `${format} ${day}`).toBe(day);
      }
    }
  });

  it('reads only real days written in the format', () => {
    expect(readDay('31/03/2026', 'dd/MM/yyyy')).toBe('2026-03-31');
    // A day or month of one digit, as people type it.
    expect(readDay('1.12.2026', 'dd.MM.yyyy')).toBe('2026-12-01');
    expect(readDay('3/5/2026', 'MM/dd/yyyy')).toBe('2026-03-05');
    expect(readDay('2026-1-09', 'yyyy-MM-dd')).toBe('2026-01-09');
    // Not where it ends the text: '2026-03-1' is half of '2026-03-15' while it is typed.
    expect(readDay('2026-03-1', 'yyyy-MM-dd')).toBeNull();
    expect(readDay('123.12.2026', 'dd.MM.yyyy')).toBeNull();
    expect(readDay(' 31/03/2026 ', 'dd/MM/yyyy')).toBe('2026-03-31');
    expect(readDay('31/03/2026', 'MM/dd/yyyy')).toBeNull();
    expect(readDay('29/02/2025', 'dd/MM/yyyy')).toBeNull();
    expect(readDay('2026-03-31', 'dd/MM/yyyy')).toBeNull();
    expect(readDay('31.03.2026', 'dd/MM/yyyy')).toBeNull();
    expect(readDay('1/3/2026', 'dd/MM/yyyy')).toBe('2026-03-01');
    expect(readDay('31x03x2026', 'dd.MM.yyyy')).toBeNull();
    expect(readDay('', 'yyyy-MM-dd')).toBeNull();
  });
});
