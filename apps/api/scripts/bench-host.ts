// How busy the machine is while `npm run bench` runs. The host is shared and its figures move with
// the neighbours' load (docs/performance.md), so each run states the load it ran under.
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

interface CpuTimes {
  total: number;
  idle: number;
  steal: number;
}

/** The aggregate `cpu` line of /proc/stat (Linux only; undefined elsewhere). */
function cpuTimes(): CpuTimes | undefined {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // user nice system idle iowait irq softirq steal (guest time is already counted in user)
    const times = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (times.length < 8 || times.some(Number.isNaN)) return undefined;
    const at = (index: number) => times[index] as number;
    return { total: times.reduce((a, b) => a + b, 0), idle: at(3) + at(4), steal: at(7) };
  } catch {
    return undefined;
  }
}

function loads(): string {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' / ');
}

function share(part: number, total: number): string {
  return total > 0 ? `${Math.round((part / total) * 100)}%` : '?';
}

/** CPU busy and steal shares between two samples of /proc/stat. */
function between(from: CpuTimes | undefined, to: CpuTimes | undefined): string {
  if (!from || !to) return 'CPU steal unknown (no /proc/stat)';
  const total = to.total - from.total;
  return `CPU busy ${share(total - (to.idle - from.idle), total)}, steal ${share(to.steal - from.steal, total)}`;
}

/**
 * Samples the host now (load average, and busy and steal shares over one second) and returns a
 * function that describes the whole run when it ends.
 */
export async function watchHost(): Promise<{ before: string; after: () => string }> {
  const start = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const second = cpuTimes();
  const before = `load average ${loads()} (1/5/15 min), ${between(start, second)} over 1 s`;
  return {
    before,
    after: () => `load average ${loads()} at the end, ${between(second, cpuTimes())} over the run`,
  };
}

/** Clock ticks per second of /proc's CPU times: USER_HZ, 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  parent: number;
  /** Its own CPU seconds (user and system, all threads). */
  seconds: number;
  /** Those of its children that ended and were waited for. */
  endedChildren: number;
}

/** A process's parent and CPU seconds, from /proc/PID/stat. */
function readStat(pid: number | string): ProcessStat | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields are counted after its last ')'.
    // Field 4 is the parent; 14 and 15 the process's user and system time, 16 and 17 its
    // ended children's: after the name, the 2nd, the 12th to 13th and the 14th to 15th.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const at = (index: number) => fields[index] as number;
    const stats = {
      parent: at(1),
      seconds: (at(11) + at(12)) / TICKS_PER_SECOND,
      endedChildren: (at(13) + at(14)) / TICKS_PER_SECOND,
    };
    return Object.values(stats).every(Number.isFinite) ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** CPU seconds a process has used; undefined without /proc. */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  return pid === undefined ? undefined : readStat(pid)?.seconds;
}

/**
 * A reader of the CPU seconds used so far by the PostgreSQL server behind `databaseUrl`: its
 * postmaster (the parent of a backend), the processes it runs now, and those that ended (parallel
 * workers, autovacuum, closed connections). On PostgreSQL each request's statements cost the
 * database's CPU on the same two cores. Undefined when that server is not on this host.
 */
export async function postgresCpuReader(
  databaseUrl: string,
): Promise<(() => number | undefined) | undefined> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let postmaster: number | undefined;
  try {
    const result = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    // Read while the backend lives: it ends with the connection.
    postmaster = readStat(Number(result.rows[0]?.pid))?.parent;
  } finally {
    await client.end();
  }
  if (postmaster === undefined || readStat(postmaster) === undefined) return undefined;
  return () => {
    const own = readStat(postmaster);
    if (!own) return undefined;
    let seconds = own.seconds + own.endedChildren;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const child = readStat(entry);
      if (child?.parent === postmaster) seconds += child.seconds;
    }
    return seconds;
  };
}
