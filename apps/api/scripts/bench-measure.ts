// Measuring one call with autocannon and printing a table of calls against the ceiling, for
// `npm run bench` (bench.ts).
import { cpus, totalmem } from 'node:os';
import autocannon, { type Options } from 'autocannon';

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
}

/** Requests sent before a read is measured: the first ones compile its code paths. */
const WARM_UP_REQUESTS = 500;

export async function measure(
  settings: MeasureSettings,
  name: string,
  options: Options,
  cookie?: string,
  clients = settings.connections,
  warmUp = false,
): Promise<Row> {
  const headers = { ...options.headers, ...(cookie ? { cookie } : {}) };
  if (warmUp)
    await autocannon({ ...options, connections: clients, amount: WARM_UP_REQUESTS, headers });
  const result = await autocannon({
    ...options,
    connections: clients,
    duration: settings.duration,
    headers,
  });
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
  console.log('| call | req/s | p50 ms | p99 ms | share of ceiling | failed |');
  console.log('|---|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const share = row === top ? '100%' : `${((row.rps / top.rps) * 100).toFixed(decimals)}%`;
    console.log(
      `| ${row.name} | ${Math.round(row.rps)} | ${row.p50} | ${row.p99} | ${share} | ${row.failures} |`,
    );
  }
}
