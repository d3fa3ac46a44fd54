import type { ImportProgress } from '@budget/contract';

/** How long a finished (or abandoned) job's progress stays readable. */
const KEEP_MS = 10 * 60_000;
/**
 * The most entries kept, the oldest dropped first: any member can start imports (or rule runs)
 * with ids of their choosing, and ten minutes of them must not grow the process's memory without end.
 */
export const MAX_ENTRIES = 1000;

interface Entry extends ImportProgress {
  userId: string;
  at: number;
}

/**
 * Progress of the long jobs this process runs (an import, rules applied to existing
 * transactions), by the random id the browser chose; another user's job cannot take over an id
 * already in use (docs/decisions.md, 'Import': with several
 * processes behind one address the poll may reach another one, which answers 'waiting' and the bar
 * waits without figures).
 */
export function createProgressBoard(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();

  function set(id: string | null | undefined, userId: string, progress: ImportProgress) {
    if (!id) return;
    const current = entries.get(id);
    if (current && current.userId !== userId) return;
    if (!current) {
      // A Map iterates in insertion order: its first keys are the oldest entries.
      for (const key of entries.keys()) {
        if (entries.size < MAX_ENTRIES) break;
        entries.delete(key);
      }
    }
    entries.set(id, { ...progress, userId, at: now() });
  }

  return {
    /** A job starts (an import reads its file, a rule run counts its transactions). */
    reading(id: string | null | undefined, userId: string) {
      const cutoff = now() - KEEP_MS;
      for (const [key, entry] of entries) if (entry.at < cutoff) entries.delete(key);
      set(id, userId, { phase: 'reading', done: 0, total: 0 });
    },
    writing(id: string | null | undefined, userId: string, done: number, total: number) {
      set(id, userId, { phase: 'writing', done, total });
    },
    finished(id: string | null | undefined, userId: string, failed: boolean) {
      const entry = id ? entries.get(id) : undefined;
      const total = entry?.total ?? 0;
      set(id, userId, { phase: failed ? 'failed' : 'done', done: failed ? 0 : total, total });
    },
    get(id: string): ImportProgress | null {
      const entry = entries.get(id);
      if (!entry) return null;
      return { phase: entry.phase, done: entry.done, total: entry.total };
    },
  };
}
export type ProgressBoard = ReturnType<typeof createProgressBoard>;
