import { describe, expect, it } from 'vitest';
import { today, todayByZone } from './budget-views.ts';

describe('today', () => {
  it("is the server's local calendar date, following TZ, for a group without a time zone", () => {
    const zone = process.env.TZ;
    const at = (timeZone: string, instant: string) => {
      process.env.TZ = timeZone;
      return today(null, new Date(instant));
    };
    try {
      // 23:30 UTC on New Year's Eve is already New Year's Day in Warsaw; 03:00 UTC is not yet in New York.
      expect(at('UTC', '2025-12-31T23:30:00Z')).toBe('2025-12-31');
      expect(at('Europe/Warsaw', '2025-12-31T23:30:00Z')).toBe('2026-01-01');
      expect(at('America/New_York', '2026-01-01T03:00:00Z')).toBe('2025-12-31');
    } finally {
      // Assigning undefined would set the text 'undefined'.
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it("is the date in the group's own time zone when it has one, whatever TZ says", () => {
    const instant = new Date('2025-12-31T23:30:00Z');
    expect(today('Europe/Warsaw', instant)).toBe('2026-01-01');
    expect(today('America/New_York', instant)).toBe('2025-12-31');
    expect(today('Asia/Kathmandu', new Date('2026-03-01T18:14:00Z'))).toBe('2026-03-01');
    expect(today('Asia/Kathmandu', new Date('2026-03-01T18:15:00Z'))).toBe('2026-03-02');
  });
});

describe('todayByZone', () => {
  it('answers each time zone with its own date at the one instant', () => {
    const todayIn = todayByZone(new Date('2025-12-31T23:30:00Z'));
    expect(todayIn('Europe/Warsaw')).toBe('2026-01-01');
    expect(todayIn('America/New_York')).toBe('2025-12-31');
    expect(todayIn('Europe/Warsaw')).toBe('2026-01-01');
    expect(todayIn(null)).toBe(today(null, new Date('2025-12-31T23:30:00Z')));
  });
});
