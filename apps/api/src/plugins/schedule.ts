import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface ScheduledWork {
  everyMs: number;
  /** One run; `signal` aborts when the app closes, for work that can give up (a fetch). */
  run(signal: AbortSignal): Promise<void>;
  /** A run that failed; not told of one the closing app aborted. */
  failed(error: unknown): void;
}

export interface Schedule {
  /** Runs the work now (catching up after downtime), then every `everyMs`. */
  start(): void;
  /** Clears the timer, aborts the runs in flight and waits for them to end. */
  stop(): Promise<void>;
}

export function createSchedule(work: ScheduledWork): Schedule {
  const closing = new AbortController();
  const inFlight = new Set<Promise<void>>();
  let timer: NodeJS.Timeout | undefined;

  function runOnce() {
    const running = work
      .run(closing.signal)
      .catch((error: unknown) => {
        if (!closing.signal.aborted) work.failed(error);
      })
      .finally(() => inFlight.delete(running));
    inFlight.add(running);
  }

  return {
    start() {
      if (timer || closing.signal.aborted) return;
      timer = setInterval(runOnce, work.everyMs);
      // The server's socket keeps the process alive while it serves; a schedule never does.
      timer.unref();
      runOnce();
    },
    async stop() {
      clearInterval(timer);
      closing.abort();
      await Promise.all(inFlight);
    },
  };
}

/**
 * A schedule as a plugin: it starts when the app is ready and stops when it closes, before the
 * database it works on (onClose hooks run in the reverse order of their plugins). `work` is null
 * when the configuration turns the schedule off.
 */
export function schedulePlugin(
  name: string,
  dependencies: string[],
  work: (app: FastifyInstance) => ScheduledWork | null,
) {
  return fp(
    async (app: FastifyInstance) => {
      const wanted = work(app);
      if (!wanted) return;
      const schedule = createSchedule(wanted);
      app.addHook('onReady', async () => schedule.start());
      app.addHook('onClose', () => schedule.stop());
    },
    { name, dependencies },
  );
}
