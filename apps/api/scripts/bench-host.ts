// How busy the machine is while `npm run bench` runs. The host is shared and its figures move with
// the neighbours' load (docs/performance.md), so each run states the load it ran under.
import { readFileSync } from 'node:fs';
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
