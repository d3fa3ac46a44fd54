// npm run profile-writes -- --database-url URL [--requests 300] [--cpu-profile FILE]
// npm run profile-reads -- --database-url URL [--only accounts|search|reports] [--requests 300]
// What one request costs the server (docs/performance.md, 'Writes' and 'Money accounts'): on a
// seeded household (npm run seed), the bench's creates and updates (bench-writes.ts), or with
// --reads its read calls (bench-targets.ts) computed every time (no answer cache), sent one at a
// time through the app in this process (app.inject: no HTTP parsing, no other load), with the CPU
// time each takes, the statements each runs and their database time, and the functions that
// take the CPU (a V8 profile, written whole with --cpu-profile for Chrome's DevTools). Writes
// change the data: run them on a copy.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { loadConfig } from '../src/plugins/config.ts';
import { benchAccounts, seededHousehold, signIn } from './bench-session.ts';
import { readTargets } from './bench-targets.ts';
import { writeCalls } from './bench-writes.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    requests: { type: 'string', default: '300' },
    'cpu-profile': { type: 'string' },
    reads: { type: 'boolean', default: false },
    only: { type: 'string' },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) throw new Error('--database-url is required');
const requests = Number(args.requests);

/** Statements by their text, with their count and database time (folded when printed). */
const statements = new Map<string, { count: number; ms: number }>();
let counting = false;
/** A statement's text with its values and lists of values folded, so alike ones add up. */
const shapeOf = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .replace(/'[^']*'/g, '?')
    .replace(/\$\d+/g, '?')
    .replace(/\((\?, )+\?\)/g, '(…)')
    .slice(0, 150);
const handle = openDatabase(databaseUrl, {
  log: (text, ms) => {
    if (!counting) return;
    const entry = statements.get(text);
    if (entry) {
      entry.count += 1;
      entry.ms += ms;
    } else statements.set(text, { count: 1, ms });
  },
});
const config = loadConfig({
  ...process.env,
  DATABASE_URL: databaseUrl,
  LOG_LEVEL: 'fatal',
  ...(args.reads ? { ANSWER_CACHE_MB: '0' } : {}),
});
const app = await buildApp({ config, database: handle, logger: false });

interface Profile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** The functions with the most CPU time of their own, as shares of the profile's samples. */
function topFunctions(profile: Profile, count: number) {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byNode.get(id);
    const where = frame?.url.replace(/^.*\/(node_modules|apps|packages)\//, '$1/') ?? '';
    const name = `${frame?.functionName || '(anonymous)'} ${where}:${(frame?.lineNumber ?? 0) + 1}`;
    self.set(name, (self.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, micros]) => `  ${((100 * micros) / total).toFixed(1).padStart(5)}%  ${name}`);
}

type Send = () => Promise<void>;

/** The requests one at a time: wall and CPU time each, and the statements they ran. */
async function timed(send: Send) {
  statements.clear();
  counting = true;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < requests; i++) await send();
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  counting = false;
  const perRequest = (micros: number) => (micros / 1000 / requests).toFixed(2);
  const folded = new Map<string, { count: number; ms: number }>();
  for (const [text, s] of statements) {
    const entry = folded.get(shapeOf(text)) ?? { count: 0, ms: 0 };
    entry.count += s.count;
    entry.ms += s.ms;
    folded.set(shapeOf(text), entry);
  }
  const dbMs = [...folded.values()].reduce((sum, s) => sum + s.ms, 0);
  const count = [...folded.values()].reduce((sum, s) => sum + s.count, 0);
  console.log(
    `  ${perRequest(elapsed * 1000)} ms each, ${perRequest(used.user + used.system)} ms CPU of this process (user ${perRequest(used.user)}, system ${perRequest(used.system)}); ${(count / requests).toFixed(1)} statements, ${(dbMs / requests).toFixed(2)} ms in them`,
  );
  console.log('  Statements per request (count × time per request), the costliest first:');
  for (const [shape, s] of [...folded].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
    console.log(
      `  ${(s.count / requests).toFixed(2).padStart(6)} × ${(s.ms / requests).toFixed(3)} ms  ${shape}`,
    );
  }
}

/** The requests again under V8's sampling profiler: the functions that take the CPU. */
async function profiled(session: Session, send: Send, file: string | undefined) {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  for (let i = 0; i < requests; i++) await send();
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  console.log('  Functions by their own CPU time (a second run, profiled):');
  for (const line of topFunctions(profile, 25)) console.log(line);
  if (file) writeFileSync(file, JSON.stringify(profile));
}

/** Each call sent alone, then timed, then profiled; `send` throws on an answer that failed. */
async function profileEach(session: Session, calls: { name: string; send: Send }[]) {
  for (const [index, { name, send }] of calls.entries()) {
    for (let i = 0; i < 50; i++) await send();
    console.log(`\n${name}: ${requests} one at a time`);
    await timed(send);
    const file = args['cpu-profile']?.replace(/(\.cpuprofile)?$/, `-${index + 1}.cpuprofile`);
    await profiled(session, send, file);
  }
}

/** The bench's creates and updates, as they would be sent to the server. */
async function writeSends(base: string, cookie: string, householdId: string) {
  const calls = await writeCalls(`${base}/api/v1`, cookie, householdId);
  return calls.flatMap((call) => {
    const { method, requests } = call.options;
    const setup = requests?.[0]?.setupRequest;
    if (typeof setup !== 'function') return [];
    const send = async () => {
      const body = String(setup({}, {}).body);
      const answer = await app.inject({
        method: method as 'POST' | 'PUT',
        url: '/api/v1/transactions',
        headers: { cookie, 'content-type': 'application/json' },
        payload: body,
      });
      if (answer.statusCode >= 300)
        throw new Error(`${call.name}: ${answer.statusCode} ${answer.body}`);
    };
    return [{ name: call.name, send }];
  });
}

/** The bench's read calls (`--only` as `npm run bench` takes it). */
async function readSends(base: string, cookie: string, householdId: string) {
  const accounts = await benchAccounts(base, cookie, householdId);
  return readTargets(householdId, accounts, args.only).map(([name, path, headers]) => ({
    name,
    send: async () => {
      const answer = await app.inject({
        method: 'GET',
        url: `/api/v1${path}`,
        headers: { cookie, ...headers },
      });
      if (answer.statusCode >= 300) throw new Error(`${name}: ${answer.statusCode} ${answer.body}`);
    },
  }));
}

try {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await signIn(base, { email: 'bench@example.com', password: 'Bench#Passw0rd' });
  const household = await seededHousehold(base, cookie);
  const session = new Session();
  session.connect();
  const what = args.reads ? 'reads (no answer cache)' : 'writes';
  console.log(`Profile of ${what} on ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}`);
  const sends = args.reads ? readSends : writeSends;
  await profileEach(session, await sends(base, cookie, household.id));
  session.disconnect();
} finally {
  await app.close();
}
