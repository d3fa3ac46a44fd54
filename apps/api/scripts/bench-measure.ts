// Measuring one call with autocannon and printing a table of calls against the ceiling, for
// `npm run bench` (bench.ts).
import { cpus, totalmem } from 'node:os';
import autocannon, { type Options } from 'autocannon';
import { processCpuSeconds } from './bench-host.ts';

export interface MeasureSettings {
  connections: number;
  /** Seconds per call. */
  duration: number;
}

export interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  /** Mean latency in ms. */
  mean: number;
  failures: number;
  /** Non-2xx answers by status, errors and timeouts, e.g. '500: 36'. */
  failedHow: string;
  /**
   * The measured server's CPU time per request in microseconds, and its CPU time as a share of
   * the call's duration: near 100% the server is what limits the rate; well under it, the load
   * generator (autocannon's one thread) or the database is.
   */
  cpuMicros?: number;
  busy?: number;
  /** PostgreSQL's CPU time per request, when the database is PostgreSQL. */
  databaseMicros?: number;
  /** The load generator's: autocannon runs in this process, on its one thread. */
  clientMicros: number;
}

export interface MeasureOptions {
  cookie?: string;
  clients?: number;
  warmUp?: boolean;
  /** The server process whose CPU time is read around the call (Linux /proc). */
  serverPid?: number;
  /** The database's CPU seconds so far, read around the call. */
  databaseCpu?: () => number | undefined;
}

/** Requests sent before a read is measured: the first ones compile its code paths. */
const WARM_UP_REQUESTS = 500;

export async function measure(
  settings: MeasureSettings,
  name: string,
  options: Options,
  {
    cookie,
    clients = settings.connections,
    warmUp = false,
    serverPid,
    databaseCpu,
  }: MeasureOptions = {},
): Promise<Row> {
  const headers = { ...options.headers, ...(cookie ? { cookie } : {}) };
  if (warmUp)
    await autocannon({ ...options, connections: clients, amount: WARM_UP_REQUESTS, headers });
  const cpuBefore = processCpuSeconds(serverPid);
  const databaseBefore = databaseCpu?.();
  const clientBefore = process.cpuUsage();
  const result = await autocannon({
    ...options,
    connections: clients,
    duration: settings.duration,
    headers,
  });
  const client = process.cpuUsage(clientBefore);
  const cpuAfter = processCpuSeconds(serverPid);
  const databaseAfter = databaseCpu?.();
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const requests = Math.max(result.requests.total, 1);
  const failures = result.errors + result.timeouts + result.non2xx;
  const failedHow = [
    ...Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, stats]) => `${status}: ${stats.count ?? 0}`),
    ...(result.errors > 0 ? [`errors: ${result.errors}`] : []),
    ...(result.timeouts > 0 ? [`timeouts: ${result.timeouts}`] : []),
  ].join(', ');
  process.stderr.write(
    `  ${name}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms${failures > 0 ? `, failed ${failures} (${failedHow})` : ''}\n`,
  );
  return {
    name,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    mean: result.latency.mean,
    failures,
    failedHow,
    ...(cpu === undefined
      ? {}
      : { cpuMicros: (cpu / requests) * 1e6, busy: cpu / result.duration }),
    ...(databaseBefore === undefined || databaseAfter === undefined
      ? {}
      : { databaseMicros: ((databaseAfter - databaseBefore) / requests) * 1e6 }),
    clientMicros: (client.user + client.system) / requests,
  };
}

/** `decimals`: the writes sit at about 1% of the ceiling, where whole percents say nothing. */
export function printTable(title: string, rows: Row[], settings: MeasureSettings, decimals = 0) {
  const top = rows[0] as Row;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(`\n### ${title}`);
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${settings.connections} connections, ${settings.duration} s each\n`,
  );
  // CPU per request of the server, its busy share, the database's and autocannon's (bench.ts).
  const withDatabase = rows.some((row) => row.databaseMicros !== undefined);
  const micros = (value: number | undefined) => (value === undefined ? '' : Math.round(value));
  const head = ['server µs', 'server busy', ...(withDatabase ? ['database µs'] : []), 'client µs'];
  console.log(
    `| call | req/s | p50 ms | p99 ms | share of ceiling | failed | ${head.join(' | ')} |`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|${'---:|'.repeat(head.length)}`);
  for (const row of rows) {
    const share = row === top ? '100%' : `${((row.rps / top.rps) * 100).toFixed(decimals)}%`;
    const cpu = [
      micros(row.cpuMicros),
      row.busy === undefined ? '' : `${Math.round(row.busy * 100)}%`,
      ...(withDatabase ? [micros(row.databaseMicros)] : []),
      micros(row.clientMicros),
    ];
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${share} | ${row.failures} | ${cpu.join(' | ')} |`,
    );
  }
}
