import { Worker } from 'node:worker_threads';
import { BUNDLED } from '../../lib/locations.ts';
import {
  fromThreadFailure,
  type ReportJob,
  type ReportResults,
  type ThreadFailure,
} from './report-jobs.ts';

// In the bundle the thread is an entry of its own beside the chunk this code is in.
const THREAD_MODULE = new URL(
  BUNDLED ? './report-thread.js' : './report-thread.ts',
  import.meta.url,
);
/**
 * A thread nobody asked anything for this long ends, giving back its memory (its own copy of
 * the modules and a heap: 80-180 MiB, docs/performance.md); the next report starts one again.
 */
const IDLE_MS = 60_000;
/** How long a thread asked to end may take to hang up its connection. */
const CLOSE_MS = 2_000;

interface Pending {
  resolve: (value: never) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  pending: Map<number, Pending>;
  idle: NodeJS.Timeout | null;
}

type Answer = { id: number; result?: unknown; failure?: ThreadFailure };

export interface ReportThreads {
  run<K extends keyof ReportResults>(job: ReportJob<K>): Promise<ReportResults[K]>;
  close(): Promise<void>;
}

function failAll(slot: Slot, error: Error) {
  const pending = [...slot.pending.values()];
  slot.pending.clear();
  for (const job of pending) job.reject(error);
}

/** Asks the thread to hang up its connection and end; ends it outright if it takes too long. */
async function stop(slot: Slot) {
  const worker = slot.worker;
  slot.worker = null;
  if (slot.idle) clearTimeout(slot.idle);
  slot.idle = null;
  if (!worker) return;
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.postMessage('close');
  const late = setTimeout(() => void worker.terminate(), CLOSE_MS);
  await ended;
  clearTimeout(late);
}

/** No job left: let the process exit without waiting for the thread, and end it if unused. */
function settle(slot: Slot) {
  slot.worker?.unref();
  if (slot.idle) clearTimeout(slot.idle);
  slot.idle = setTimeout(() => void stop(slot), IDLE_MS);
  slot.idle.unref();
}

/** What a thread opens: the server's database, mapped as the server maps it. */
export interface ThreadDatabase {
  databaseUrl: string;
  sqliteMmapBytes?: number;
}

function start(slot: Slot, threadModule: URL, database: ThreadDatabase): Worker {
  const worker = new Worker(threadModule, { workerData: database });
  worker.on('message', ({ id, result, failure }: Answer) => {
    const job = slot.pending.get(id);
    if (!job) return;
    slot.pending.delete(id);
    if (failure) job.reject(fromThreadFailure(failure));
    else job.resolve(result as never);
    if (slot.pending.size === 0) settle(slot);
  });
  const lost = (error: Error) => {
    if (slot.worker !== worker) return;
    slot.worker = null;
    failAll(slot, error);
  };
  worker.on('error', lost);
  // An answer that cannot be read leaves no id to fail: the thread's jobs go, and the thread.
  worker.on('messageerror', (error) => {
    lost(error);
    void worker.terminate();
  });
  worker.on('exit', (code) => lost(new Error(`Report thread ended (exit code ${code})`)));
  slot.worker = worker;
  return worker;
}

/**
 * Report threads: the reports and budget against actual computed off the request thread, each
 * thread with its own database connection. On SQLite every statement runs in the calling thread,
 * so a report of several milliseconds held up every request behind it; here they run on the other
 * cores while the request thread goes on answering (docs/performance.md, 'Reports and
 * accounts'). Threads start at the first report and end after a while unused.
 */
export function createReportThreads({
  count,
  threadModule = THREAD_MODULE,
  ...database
}: ThreadDatabase & { count: number; threadModule?: URL }): ReportThreads {
  const slots: Slot[] = Array.from({ length: count }, () => ({
    worker: null,
    pending: new Map(),
    idle: null,
  }));
  let nextId = 0;
  let closed = false;

  return {
    run<K extends keyof ReportResults>(job: ReportJob<K>): Promise<ReportResults[K]> {
      if (closed) return Promise.reject(new Error('Report threads closed'));
      const slot = slots.reduce((a, b) => (b.pending.size < a.pending.size ? b : a));
      const worker = slot.worker ?? start(slot, threadModule, database);
      if (slot.idle) clearTimeout(slot.idle);
      slot.idle = null;
      worker.ref();
      const id = nextId++;
      return new Promise<ReportResults[K]>((resolve, reject) => {
        slot.pending.set(id, { resolve: resolve as (value: never) => void, reject });
        try {
          worker.postMessage({ id, job });
        } catch (error) {
          slot.pending.delete(id);
          if (slot.pending.size === 0) settle(slot);
          reject(error as Error);
        }
      });
    },
    async close() {
      closed = true;
      for (const slot of slots) failAll(slot, new Error('Report threads closed'));
      await Promise.all(slots.map(stop));
    },
  };
}
