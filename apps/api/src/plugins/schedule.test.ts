import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSchedule, schedulePlugin } from './schedule.ts';

const EVERY_MS = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A run that ends only when the test says so. */
function heldRun() {
  const { promise, resolve } = Promise.withResolvers<void>();
  return { ended: promise, release: () => resolve() };
}

describe('a schedule', () => {
  it('runs at once, then every interval, until stopped; stopped, no timer is left', async () => {
    const run = vi.fn(async () => undefined);
    const schedule = createSchedule({ everyMs: EVERY_MS, run, failed: vi.fn() });
    schedule.start();
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(EVERY_MS * 2);
    expect(run).toHaveBeenCalledTimes(3);

    await schedule.stop();
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(EVERY_MS * 2);
    expect(run).toHaveBeenCalledTimes(3);
    schedule.start();
    expect(run).toHaveBeenCalledTimes(3);
  });

  it('reports a failed run and goes on with the next', async () => {
    const failed = vi.fn();
    const run = vi
      .fn()
      .mockRejectedValueOnce(new Error('database away'))
      .mockResolvedValue(undefined);
    const schedule = createSchedule({ everyMs: EVERY_MS, run, failed });
    schedule.start();
    await vi.advanceTimersByTimeAsync(EVERY_MS);
    expect(failed).toHaveBeenCalledExactlyOnceWith(new Error('database away'));
    expect(run).toHaveBeenCalledTimes(2);
    await schedule.stop();
  });

  it('stops only once the run in flight has ended, having told it to give up', async () => {
    const held = heldRun();
    let signal: AbortSignal | undefined;
    const failed = vi.fn();
    const schedule = createSchedule({
      everyMs: EVERY_MS,
      run: async (given) => {
        signal = given;
        await held.ended;
        throw new Error('aborted');
      },
      failed,
    });
    schedule.start();
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(signal?.aborted).toBe(true);
    expect(stopped).toBe(false);

    held.release();
    await stopping;
    // A run that fails because the app closes is no failure to report.
    expect(failed).not.toHaveBeenCalled();
  });
});

describe('a schedule plugin', () => {
  it('starts when the app is ready and stops before the plugins it depends on close', async () => {
    const events: string[] = [];
    const held = heldRun();
    const app = Fastify({ logger: false });
    const database = fp(
      async (instance) => {
        instance.addHook('onClose', async () => void events.push('closed'));
      },
      { name: 'database' },
    );
    await app.register(database);
    const run = vi.fn(async () => {
      events.push('run');
      await held.ended;
      events.push('run ended');
    });
    await app.register(
      schedulePlugin('test-schedule', ['database'], () => ({
        everyMs: EVERY_MS,
        run,
        failed: vi.fn(),
      })),
    );
    expect(run).not.toHaveBeenCalled();

    await app.ready();
    expect(events).toEqual(['run']);
    const closing = app.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(events).toEqual(['run']);
    held.release();
    await closing;
    expect(events).toEqual(['run', 'run ended', 'closed']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('registers nothing the configuration turns off', async () => {
    const app = Fastify({ logger: false });
    await app.register(schedulePlugin('off', [], () => null));
    await app.ready();
    expect(vi.getTimerCount()).toBe(0);
    await app.close();
  });

  it('is refused without the plugins it depends on', async () => {
    const app = Fastify({ logger: false });
    app.register(schedulePlugin('needy', ['users-service'], () => null));
    await expect(app.ready()).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
    });
  });
});
