// npm run profile-writes -- --database-url URL [--writes 300] [--cpu-profile FILE]
// What one write costs the server (docs/performance.md, 'Writes'): on a seeded household (npm run
// seed), the bench's creates and updates (bench-writes.ts) sent one at a time through the app in
// this process (app.inject: no HTTP parsing, no other load), with the CPU time each takes, the
// statements each runs and their database time, and the functions that take the CPU (a V8
// profile, written whole with --cpu-profile for Chrome's DevTools). It changes the data: run it on
// a copy.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/database.ts';
import { loadConfig } from '../src/plugins/config.ts';
import { seededHousehold, signIn } from './bench-session.ts';
import { writeCalls } from './bench-writes.ts';

const { values: args } = parseArgs({
  options: {
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
    writes: { type: 'string', default: '300' },
    'cpu-profile': { type: 'string' },
  },
});
const databaseUrl = args['database-url'];
if (!databaseUrl) throw new Error('--database-url is required');
const writes = Number(args.writes);

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
const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'fatal' });
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

/** The writes one at a time: wall and CPU time each, and the statements they ran. */
async function timed(send: Send) {
  statements.clear();
  counting = true;
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < writes; i++) await send();
  const elapsed = performance.now() - started;
  const used = process.cpuUsage(cpu);
  counting = false;
  const perWrite = (micros: number) => (micros / 1000 / writes).toFixed(2);
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
    `  ${perWrite(elapsed * 1000)} ms each, ${perWrite(used.user + used.system)} ms CPU of this process (user ${perWrite(used.user)}, system ${perWrite(used.system)}); ${(count / writes).toFixed(1)} statements, ${(dbMs / writes).toFixed(2)} ms in them`,
  );
  console.log('  Statements per write (count × time per write), the costliest first:');
  for (const [shape, s] of [...folded].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
    console.log(
      `  ${(s.count / writes).toFixed(2).padStart(6)} × ${(s.ms / writes).toFixed(3)} ms  ${shape}`,
    );
  }
}

/** The writes again under V8's sampling profiler: the functions that take the CPU. */
async function profiled(session: Session, send: Send, file: string | undefined) {
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  for (let i = 0; i < writes; i++) await send();
  const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
  console.log('  Functions by their own CPU time (a second run, profiled):');
  for (const line of topFunctions(profile, 25)) console.log(line);
  if (file) writeFileSync(file, JSON.stringify(profile));
}

try {
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const cookie = await signIn(base, { email: 'bench@example.com', password: 'Bench#Passw0rd' });
  const household = await seededHousehold(base, cookie);
  const calls = await writeCalls(`${base}/api/v1`, cookie, household.id);
  const session = new Session();
  session.connect();
  console.log(`Profile of writes on ${databaseUrl.replace(/:[^:@/]*@/, ':***@')}`);
  for (const call of calls) {
    const { method, requests } = call.options;
    const setup = requests?.[0]?.setupRequest;
    if (typeof setup !== 'function') continue;
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
    for (let i = 0; i < 50; i++) await send();
    console.log(`\n${call.name}: ${writes} one at a time`);
    await timed(send);
    const file = args['cpu-profile']?.replace(/(\.cpuprofile)?$/, `-${method}.cpuprofile`);
    await profiled(session, send, file);
  }
  session.disconnect();
} finally {
  await app.close();
}
