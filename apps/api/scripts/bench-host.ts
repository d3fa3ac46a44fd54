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

/** A process's name and CPU seconds (user and system, all threads), from /proc/PID/stat. */
function readStat(pid: number | string): { name: string; seconds: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields are counted after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of the line: the 12th and 13th after the name.
    const ticks = Number(fields[11]) + Number(fields[12]);
    const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    return Number.isFinite(ticks) ? { name, seconds: ticks / TICKS_PER_SECOND } : undefined;
  } catch {
    return undefined;
  }
}

/** CPU seconds a process has used; undefined without /proc. */
export function processCpuSeconds(pid: number | undefined): number | undefined {
  return pid === undefined ? undefined : readStat(pid)?.seconds;
}

/**
 * CPU seconds used so far by PostgreSQL's processes on this host (the server and its backends):
 * on PostgreSQL, each request's statements cost the database's CPU on the same two cores.
 */
export function postgresCpuSeconds(): number | undefined {
  try {
    let seconds = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const stat = readStat(entry);
      if (stat?.name === 'postgres') seconds += stat.seconds;
    }
    return seconds;
  } catch {
    return undefined;
  }
}
