import { describe, expect, it } from 'vitest';
import { today } from './budget-views.ts';

describe('today', () => {
  it("is the server's local calendar date, following TZ", () => {
    const zone = process.env.TZ;
    const at = (timeZone: string, instant: string) => {
      process.env.TZ = timeZone;
      return today(new Date(instant));
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
});
