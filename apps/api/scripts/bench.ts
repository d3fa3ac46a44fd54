// npm run bench -- [--database-url URL | --url http://127.0.0.1:3000] [--duration 10]
//                   [--connections 10] [--write-connections 20] [--only reads|writes|reports|imports|search]
// Runs autocannon against a seeded server (npm run seed) and, side by side in the same run,
// against a bare Fastify server it starts beside it (the ceiling). With --database-url it starts
// the API itself (bench-server.ts): it times the start, reads the memory held after the start and
// after a first dashboard, and measures the read calls twice, with the answer cache and without
// it (ANSWER_CACHE_MB=0). With --url it measures the server already running there. Prints a
// markdown table per pass, and one for the write calls (bench-writes.ts), which run last because
// they change the data.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { measureExport, type ExportFigures } from './bench-export.ts';
import { measureImport } from './bench-import.ts';
import { replayOnCeiling } from './bench-replay.ts';
import { readTargets } from './bench-targets.ts';
import { benchAccounts, seededHousehold, signIn } from './bench-session.ts';
import { postgresCpuReader, watchHost } from './bench-host.ts';
import { measure as measureWith, printTable, type Row } from './bench-measure.ts';
import { openDashboard, startApiServer, type BenchServer } from './bench-server.ts';
import { writeCalls } from './bench-writes.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    'database-url': { type: 'string' },
    email: { type: 'string', default: 'bench@example.com' },
    password: { type: 'string', default: 'Bench#Passw0rd' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    'write-connections': { type: 'string', default: '20' },
    only: { type: 'string' },
  },
});
const databaseUrl = args['database-url'];
const settings = { duration: Number(args.duration), connections: Number(args.connections) };
const writeConnections = Number(args['write-connections']);
const onlyChoices = ['reads', 'writes', 'reports', 'imports', 'search', 'accounts'];
if (args.only !== undefined && !onlyChoices.includes(args.only))
  throw new Error('--only must be reads, writes, reports, imports, search or accounts');
// 'imports': a 100,000-row bank file previewed, imported and undone (bench-import.ts).
// 'reports': the calls of the accounts and reports screens alone, and the CSV export.
const runReads = args.only !== 'writes' && args.only !== 'imports';
const runWrites = args.only === undefined || args.only === 'writes';
// 'search' and 'accounts': the free-text searches or the money accounts' calls alone, read as
// the other reads are.
const searchOnly = args.only === 'search' || args.only === 'accounts';

async function startCeiling(): Promise<{ url: string; pid?: number; stop: () => void }> {
  const child = spawn(process.execPath, [new URL('./bench-ceiling.ts', import.meta.url).pathname], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<string>((resolve) =>
    child.stdout.once('data', (d: Buffer) => resolve(d.toString().trim())),
  );
  return { url: `http://127.0.0.1:${port}/`, pid: child.pid, stop: () => child.kill() };
}

const mib = (value: number) => `${Math.round(value)} MiB`;
const footprint: string[] = [];
/**
 * The API to measure, started here or given. Started twice on a compile cache of its own: first
 * with the cache empty (a first start after an install), then again with it filled (every later
 * start); the second is the one whose memory is read and whose calls are measured.
 */
let server: BenchServer | undefined;
if (databaseUrl) {
  const compileCache = mkdtempSync(join(tmpdir(), 'bench-compile-cache-'));
  const env = { NODE_COMPILE_CACHE: compileCache };
  try {
    const first = await startApiServer(databaseUrl, env);
    await first.stop();
    server = await startApiServer(databaseUrl, env);
    footprint.push(
      `Start to first answer on this database: ${Math.round(first.startMs)} ms with an empty compile cache, ${Math.round(server.startMs)} ms with it filled (target 500 ms)`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const afterStart = server.residentMiB();
    await openDashboard(server.url, await signIn(server.url, args));
    footprint.push(
      `Resident memory: ${mib(afterStart)} a second after the start, ${mib(server.residentMiB())} after the first signed-in dashboard (target 100 MiB)`,
    );
  } finally {
    rmSync(compileCache, { recursive: true, force: true });
  }
}
let base = server?.url ?? args.url.replace(/\/+$/, '');
const cookie = await signIn(base, args);
const household = await seededHousehold(base, cookie);

const host = await watchHost();
// On PostgreSQL (the server started here, or one named by DATABASE_URL beside --url), each row
// also gives the database's CPU per request; when it cannot be read here, the rows go without it.
const databaseUrlOfServer = databaseUrl ?? process.env.DATABASE_URL;
const databaseCpu = /^postgres(ql)?:/.test(databaseUrlOfServer ?? '')
  ? await postgresCpuReader(databaseUrlOfServer as string).catch(() => undefined)
  : undefined;
process.stderr.write(`Host: ${host.before}\n`);
const ceiling = await startCeiling();
const ceilingName = 'Ceiling: bare Fastify, fixed JSON';
const targets = readTargets(
  household.id,
  await benchAccounts(base, cookie, household.id),
  args.only,
);

/**
 * A read, measured after a warm-up (bench-measure.ts): steady state, not the first requests; with
 * the CPU time of the server that answers it.
 */
function measure(name: string, url: string, clients?: number, headers?: Record<string, string>) {
  const bare = url.startsWith(ceiling.url);
  return measureWith(
    settings,
    name,
    { url, headers },
    {
      cookie: bare ? undefined : cookie,
      clients,
      warmUp: true,
      serverPid: bare ? ceiling.pid : server?.pid,
      databaseCpu: bare ? undefined : databaseCpu,
    },
  );
}
/**
 * With `replay`, each call is followed by the bare server sending its answer byte for byte with
 * the API's headers (bench-ceiling.ts): what those bytes cost a server that does nothing else.
 */
async function readPass(replay: boolean): Promise<Row[]> {
  process.stderr.write(`Benchmarking ${base}: ${settings.connections} connections\n`);
  const rows = [await measure(ceilingName, ceiling.url)];
  for (const [name, path, headers] of targets) {
    const url = `${base}/api/v1${path}`;
    rows.push(await measure(name, url, undefined, headers));
    if (replay) {
      // A call that fails already shows in its own row; its replay is left out, not the run.
      const size = await replayOnCeiling(ceiling.url, url, { ...headers, cookie }).catch(
        (error: unknown) => {
          process.stderr.write(`  (not replayed: ${String(error)})\n`);
          return undefined;
        },
      );
      if (size === undefined) continue;
      const label = `(the same ${size.toLocaleString('en')} bytes from the bare server)`;
      rows.push(await measure(label, `${ceiling.url}replay`));
    }
  }
  return rows;
}

const passes: { title: string; rows: Row[] }[] = [];
const writeRows: Row[] = [];
let exported: ExportFigures | undefined;
let budgetListTime: string | undefined;
const imported: Awaited<ReturnType<typeof measureImport>>[] = [];
try {
  if (args.only === 'imports') {
    process.stderr.write(`Benchmarking 100,000-row bank file imports on ${base}\n`);
    for (const format of ['csv', 'ofx'] as const)
      imported.push(await measureImport(base, cookie, format));
  }
  if (runReads) {
    const cached = server ? 'answer cache on (the default)' : 'the server at --url';
    passes.push({ title: `Reads, ${cached}`, rows: await readPass(true) });
    if (!searchOnly)
      exported = await measureExport(
        `${base}/api/v1/reports/export?groupIds=${household.id}`,
        cookie,
      );
  }
  if (runReads && databaseUrl && server) {
    await server.stop();
    server = await startApiServer(databaseUrl, { ANSWER_CACHE_MB: '0' });
    base = server.url;
    passes.push({
      title: 'Reads, ANSWER_CACHE_MB=0 (every answer computed)',
      rows: await readPass(false),
    });
  }
  if (runReads && databaseUrl && server && !searchOnly) {
    // One connection: a request's latency is its server time plus the ceiling's own latency.
    const alone = await measure(ceilingName, ceiling.url, 1);
    const budgets = await measure('GET /budgets, one connection', `${base}/api/v1/budgets`, 1);
    budgetListTime = `GET /budgets (100 budgets) computed, one connection: mean ${budgets.mean.toFixed(2)} ms against the ceiling's ${alone.mean.toFixed(2)} ms, about ${(budgets.mean - alone.mean).toFixed(2)} ms of server time (target 5 ms)`;
  }
  if (runWrites) {
    const calls = await writeCalls(`${base}/api/v1`, cookie, household.id);
    process.stderr.write(`Benchmarking writes: ${writeConnections} connections\n`);
    writeRows.push(
      await measureWith(
        settings,
        ceilingName,
        { url: ceiling.url },
        { clients: writeConnections, serverPid: ceiling.pid },
      ),
    );
    for (const call of calls) {
      writeRows.push(
        await measureWith(settings, call.name, call.options, {
          cookie,
          clients: writeConnections,
          serverPid: server?.pid,
          databaseCpu,
        }),
      );
    }
  }
} finally {
  ceiling.stop();
  await server?.stop();
}

console.log(`\nHost: ${host.before} before; ${host.after()}`);
for (const line of footprint) console.log(`\n${line}`);
for (const pass of passes) printTable(pass.title, pass.rows, settings);
if (budgetListTime) console.log(`\n${budgetListTime}`);
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
  const writesOn = databaseUrl && runReads ? ' (on the server with ANSWER_CACHE_MB=0)' : '';
  printTable(`Writes${writesOn}`, writeRows, { ...settings, connections: writeConnections }, 1);
  const failed = writeRows.filter((row) => row.failures > 0);
  if (failed.length > 0)
    console.log(`\nFailed: ${failed.map((row) => `${row.name}: ${row.failedHow}`).join('; ')}`);
}
