// npm run bench -- [--url http://127.0.0.1:3000] [--duration 10] [--connections 10]
//                   [--write-connections 20] [--only reads|writes|reports|imports]
// Runs autocannon against the running, seeded server (npm run seed) and, side by side in the same
// run, against a bare Fastify server it starts beside it (the ceiling). Prints a markdown table
// for the read calls and one for the write calls (bench-writes.ts), which run last because they
// change the data.
import { spawn } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import autocannon, { type Options } from 'autocannon';
import { measureExport, type ExportFigures } from './bench-export.ts';
import { measureImport } from './bench-import.ts';
import { watchHost } from './bench-host.ts';
import { writeCalls } from './bench-writes.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    email: { type: 'string', default: 'bench@example.com' },
    password: { type: 'string', default: 'Bench#Passw0rd' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'write-connections': { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const base = args.url.replace(/\/+$/, '');
const duration = Number(args.duration);
const connections = Number(args.connections);
const writeConnections = Number(args['write-connections']);
if (args.only !== undefined && !['reads', 'writes', 'reports', 'imports'].includes(args.only))
  throw new Error('--only must be reads, writes, reports or imports');
// 'imports': a 100,000-row bank file previewed, imported and undone (bench-import.ts).
// 'reports': the calls of the accounts and reports screens alone, and the CSV export.
const runReads = args.only !== 'writes' && args.only !== 'imports';
const runWrites = args.only === undefined || args.only === 'writes';
const reportsOnly = args.only === 'reports';

function yearsAgo(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date.toISOString().slice(0, 10);
}
const today = new Date().toISOString().slice(0, 10);

async function signIn(): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: args.email, password: args.password, rememberMe: true }),
  });
  if (!response.ok) throw new Error(`Sign-in failed (${response.status}); run npm run seed first`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('budget_session='));
  if (!cookie) throw new Error('No session cookie');
  return cookie.split(';')[0] as string;
}

async function startCeiling(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, [new URL('./bench-ceiling.ts', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill() };
}

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  failures: number;
  /** Non-2xx answers by status, errors and timeouts, e.g. '500: 36'. */
  failedHow: string;
}

async function measure(
  name: string,
  options: Options,
  cookie?: string,
  clients = connections,
): Promise<Row> {
  const result = await autocannon({
    ...options,
    connections: clients,
    duration,
    headers: { ...options.headers, ...(cookie ? { cookie } : {}) },
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
    failures,
    failedHow,
  };
}

/** `decimals`: the writes sit at about 1% of the ceiling, where whole percents say nothing. */
function printTable(rows: Row[], clients: number, decimals = 0): void {
  const top = rows[0] as Row;
  const cpu = cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, ${cpus().length} x ${cpu}, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${clients} connections, ${duration} s each\n`,
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

const cookie = await signIn();
const groups = (await (await fetch(`${base}/api/v1/groups`, { headers: { cookie } })).json()) as {
  data: { id: string; name: string }[];
};
const household = groups.data.find((g) => g.name === 'Household');
if (!household) throw new Error('The seeded Household group is missing; run npm run seed first');

const host = await watchHost();
process.stderr.write(`Host: ${host.before}\n`);
const ceiling = await startCeiling();
const api = `${base}/api/v1`;
const targets: [string, string][] = reportsOnly
  ? []
  : [
      ['GET /groups', `${api}/groups`],
      ['GET /transactions (page 1)', `${api}/transactions`],
      ['GET /transactions (page 1,000)', `${api}/transactions?page=1000`],
      [
        'GET /transactions (expenses of 8 years by amount, page 1,000)',
        `${api}/transactions?transactionType=0&from=${yearsAgo(8)}&to=${today}&sort=amount&page=1000`,
      ],
      ['GET /categories', `${api}/categories`],
      ['GET /budgets (dashboard: all, no groupIds)', `${api}/budgets`],
      ['GET /budgets?onlyActualPeriod=true', `${api}/budgets?onlyActualPeriod=true`],
      ['GET /budgets?datePoint=10 years back', `${api}/budgets?datePoint=${yearsAgo(10)}`],
    ];
targets.push(['GET /accounts', `${api}/accounts`]);
// Issue 13's target: the household's balances (two people sharing its whole history) p99 < 50 ms.
targets.push(['GET /groups/:id/balances (Household)', `${api}/groups/${household.id}/balances`]);
// The seeded history spans ten years up to today: the report over all of it, and over its last year.
for (const [span, years] of [
  ['ten years', 10],
  ['one year', 1],
] as const) {
  const range = `groupIds=${household.id}&from=${yearsAgo(years)}&to=${today}`;
  targets.push([`GET /reports (Household, ${span})`, `${api}/reports?${range}`]);
  targets.push([`GET /reports/budgets (Household, ${span})`, `${api}/reports/budgets?${range}`]);
  targets.push([`GET /reports/members (Household, ${span})`, `${api}/reports/members?${range}`]);
}
const ceilingName = 'Ceiling: bare Fastify, fixed JSON';
const readRows: Row[] = [];
const writeRows: Row[] = [];
let exported: ExportFigures | undefined;
const imported: Awaited<ReturnType<typeof measureImport>>[] = [];
try {
  if (args.only === 'imports') {
    process.stderr.write(`Benchmarking 100,000-row bank file imports on ${base}\n`);
    for (const format of ['csv', 'ofx'] as const)
      imported.push(await measureImport(base, cookie, format));
  }
  if (runReads) {
    process.stderr.write(
      `Benchmarking ${base}: ${connections} connections, ${duration} s per call\n`,
    );
    readRows.push(await measure(ceilingName, { url: ceiling.url }));
    for (const [name, url] of targets) {
      readRows.push(await measure(name, { url }, cookie));
    }
    exported = await measureExport(`${api}/reports/export?groupIds=${household.id}`, cookie);
  }
  if (runWrites) {
    const calls = await writeCalls(api, cookie, household.id);
    process.stderr.write(
      `Benchmarking writes: ${writeConnections} connections, ${duration} s per call\n`,
    );
    writeRows.push(await measure(ceilingName, { url: ceiling.url }, undefined, writeConnections));
    for (const call of calls) {
      writeRows.push(await measure(call.name, call.options, cookie, writeConnections));
    }
  }
} finally {
  ceiling.stop();
}

console.log(`\nHost: ${host.before} before; ${host.after()}`);
if (runReads) printTable(readRows, connections);
if (exported) {
  console.log(
    `\nCSV export of Household: ${exported.rows} rows, ${exported.megabytes.toFixed(1)} MiB in ${exported.seconds.toFixed(1)} s: ${Math.round(exported.rowsPerSecond)} rows per second`,
  );
}
for (const figures of imported) {
  const seconds = (value: number) => `${value.toFixed(1)} s`;
  console.log(
    `\nImport of ${figures.rows} rows (${figures.format.toUpperCase()}, ${figures.megabytes.toFixed(1)} MiB): preview ${seconds(figures.previewSeconds)}, import ${seconds(figures.importSeconds)} (target 20 s), preview again (all present) ${seconds(figures.secondPreviewSeconds)}, undo ${seconds(figures.undoSeconds)}`,
  );
}
if (runWrites) {
  printTable(writeRows, writeConnections, 1);
  const failed = writeRows.filter((row) => row.failures > 0);
  if (failed.length > 0)
    console.log(`\nFailed: ${failed.map((row) => `${row.name}: ${row.failedHow}`).join('; ')}`);
}
