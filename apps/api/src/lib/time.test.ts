import { afterEach, describe, expect, it } from 'vitest';
import { dateIn, serverTimeZone } from './time.ts';

describe('the server time zone', () => {
  const saved = process.env.TZ;
  afterEach(() => {
    if (saved === undefined) delete process.env.TZ;
    else process.env.TZ = saved;
  });

  it('is TZ when it names a zone, and UTC when it names none', () => {
    process.env.TZ = 'Europe/Warsaw';
    expect(serverTimeZone()).toBe('Europe/Warsaw');
    for (const tz of ['Nowhere/Bogus', '']) {
      process.env.TZ = tz;
      expect(serverTimeZone()).toBe('UTC');
      expect(dateIn(serverTimeZone())).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});
