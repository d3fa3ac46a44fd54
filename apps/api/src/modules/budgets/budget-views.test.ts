import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/** today() in a child process, so that its TZ is the one given and not this process's. */
function todayIn(timeZone: string, instant: string): string {
  const script = `import('${new URL('./budget-views.ts', import.meta.url).href}').then((m) => process.stdout.write(m.today(new Date('${instant}'))))`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    env: { ...process.env, TZ: timeZone },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

describe('today', () => {
  it("is the server's local calendar date, following TZ", () => {
    // 23:30 UTC on 31 December is already New Year's Day in Warsaw, still New Year's Eve in New York.
    expect(todayIn('UTC', '2025-12-31T23:30:00Z')).toBe('2025-12-31');
    expect(todayIn('Europe/Warsaw', '2025-12-31T23:30:00Z')).toBe('2026-01-01');
    expect(todayIn('America/New_York', '2026-01-01T03:00:00Z')).toBe('2025-12-31');
  });
});
