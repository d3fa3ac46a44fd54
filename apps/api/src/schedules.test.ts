import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCHEDULE_INTERVAL_MS } from './modules/write-path/write-path.ts';
import { testDatabaseKinds } from './test/databases.ts';
import { startTestApp } from './test/test-app.ts';

// Nothing listens there: the fetch at the start fails at once, and the later ones are stubbed.
const SETTINGS = {
  PURGE_INTERVAL_MINUTES: '5',
  RATES_URL: 'http://127.0.0.1:1/tables',
  RATES_FETCH_INTERVAL_MINUTES: '7',
};

describe.each(testDatabaseKinds())('the schedules [%s]', (kind) => {
  beforeEach(() => {
    // Intervals only: the database drivers and the mailbox keep their real timeouts.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('do not run in an app built without them, as the tests build it', async () => {
    const ctx = await startTestApp(kind, SETTINGS);
    try {
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      await ctx.close();
    }
  });

  it('run at their intervals from ready to close, and leave no timer behind', async () => {
    const ctx = await startTestApp(kind, SETTINGS, { schedules: true });
    const { users, writes, rates } = ctx.app;
    const purge = vi.spyOn(users, 'purge');
    const recurring = vi.spyOn(writes, 'createDueOccurrences');
    const fetchRates = vi
      .spyOn(rates, 'fetchFrom')
      .mockResolvedValue({ tables: 0, rates: 0, ignoredCodes: [] });
    try {
      expect(vi.getTimerCount()).toBe(3);
      await vi.advanceTimersByTimeAsync(SCHEDULE_INTERVAL_MS);
      expect(purge).toHaveBeenCalledTimes(3);
      expect(fetchRates).toHaveBeenCalledTimes(2);
      expect(fetchRates).toHaveBeenCalledWith(SETTINGS.RATES_URL, expect.any(AbortSignal));
      expect(recurring).toHaveBeenCalledTimes(1);
    } finally {
      await ctx.close();
    }
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(SCHEDULE_INTERVAL_MS);
    expect(purge).toHaveBeenCalledTimes(3);
    expect(recurring).toHaveBeenCalledTimes(1);
  });

  it('fetch no rates without RATES_URL', async () => {
    const ctx = await startTestApp(kind, { PURGE_INTERVAL_MINUTES: '5' }, { schedules: true });
    try {
      expect(vi.getTimerCount()).toBe(2);
    } finally {
      await ctx.close();
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});
