// npm run trace-screen -- --url URL [--path /dashboard] [--slowdown 4] [--signed-out]
//                         [--email E] [--password P] [--save FILE]
//
// What holds the main thread while a screen of the built app loads (docs/performance.md, 'First
// screens'): the page opened in Debian's Chromium with its CPU slowed as Lighthouse's mobile run
// simulates it, recorded with Chromium's tracing and its sampling profiler; each task longer than
// 50 ms (what counts towards blocking time) is printed with the trace events inside it and the
// functions that took its samples, named through the build's source maps (apps/web/dist). The
// server is one already running on the build (npm start, or `npm run lighthouse`'s).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    path: { type: 'string', default: '/dashboard' },
    slowdown: { type: 'string', default: '4' },
    'signed-out': { type: 'boolean', default: false },
    email: { type: 'string', default: 'bench@example.com' },
    password: { type: 'string', default: 'Bench#Passw0rd' },
    save: { type: 'string' },
  },
});
if (!args.url) throw new Error('--url of a running server is required');
const base = args.url.replace(/\/$/, '');
const ASSETS = new URL('../apps/web/dist/assets/', import.meta.url).pathname;
/** A task above this blocks input (Lighthouse's blocking time counts what is above it). */
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: Record<string, unknown> };
}
interface ProfileNode {
  id: number;
  parent?: number;
  // Native frames ('(program)', '(garbage collector)') come without an address.
  callFrame: { functionName?: string; url?: string; lineNumber: number; columnNumber: number };
}

async function record(): Promise<TraceEvent[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    // Lighthouse's mobile screen.
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (!args['signed-out']) {
      const data = { email: args.email, password: args.password };
      const answer = await context.request.post(`${base}/api/v1/auth/login`, { data });
      if (!answer.ok()) throw new Error(`Signing in answered ${answer.status()}`);
    }
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: Number(args.slowdown) });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(base + args.path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(3_000);
    const trace = (await browser.stopTracing()).toString();
    if (args.save) writeFileSync(args.save, trace);
    return (JSON.parse(trace) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

const maps = new Map<string, SourceMapConsumer | null>();

/** 'function@source:line' through the build's source map, else as the profile names it. */
function frameName({ callFrame: frame }: ProfileNode): string {
  const url = frame.url ?? '';
  const file = url.split('/assets/')[1];
  if (file !== undefined && !maps.has(file)) {
    const path = `${ASSETS}${file}.map`;
    const raw = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as RawSourceMap) : null;
    maps.set(file, raw && new SourceMapConsumer(raw));
  }
  const map = file === undefined ? null : maps.get(file);
  const at = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
  if (at?.source) {
    const source = at.source.replace(/.*node_modules\//, '~').replace(/.*\/src\//, '');
    return `${at.name ?? frame.functionName ?? ''}@${source}:${at.line}`;
  }
  return `${frame.functionName || '(anonymous)'}@${url.split('/').pop() ?? ''}`;
}

/** The sampling profiler's nodes and its samples, each with its time. */
function samplesOf(events: TraceEvent[]) {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let ts = 0;
  for (const event of events) {
    const data = event.args?.data as
      | { startTime?: number; cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] } }
      | undefined;
    if (event.name === 'Profile') ts = data?.startTime ?? ts;
    if (event.name !== 'ProfileChunk') continue;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const deltas = (event.args?.data?.timeDeltas as number[] | undefined) ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, i) => {
      ts += deltas[i] ?? 0;
      samples.push({ ts, node });
    });
  }
  return { nodes, samples };
}

const top = (counts: Map<string, number>, n: number) =>
  [...counts]
    .filter(([name]) => !name.startsWith('(root)') && !name.startsWith('(program)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, count]) => `${name} ${count}`)
    .join(', ');

function report(events: TraceEvent[]): void {
  // The page's renderer: the main thread with the most tasks (an empty tab has one too).
  const threads = events.filter(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  const tasksOf = (t: TraceEvent) =>
    events.filter((e) => e.pid === t.pid && e.tid === t.tid && e.name === 'RunTask');
  const main = threads.sort((a, b) => tasksOf(b).length - tasksOf(a).length)[0];
  if (!main) throw new Error('The trace holds no renderer');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  // Times from the renderer's first task: the navigation's start is not always in its process.
  const start = Math.min(...onMain.map((e) => e.ts));
  const { nodes, samples } = samplesOf(events);
  let blocking = 0;
  for (const task of tasksOf(main).filter((e) => (e.dur ?? 0) > LONG_TASK_MS * 1000)) {
    const end = task.ts + (task.dur ?? 0);
    blocking += (task.dur ?? 0) / 1000 - LONG_TASK_MS;
    const inside = onMain
      .filter((e) => e !== task && e.name !== 'RunTask' && e.ts >= task.ts && e.ts < end)
      .filter((e) => (e.dur ?? 0) > 5_000)
      .slice(0, 4)
      .map((e) => `${e.name} ${Math.round((e.dur ?? 0) / 1000)}`);
    const [self, within] = [new Map<string, number>(), new Map<string, number>()];
    for (const sample of samples.filter((s) => s.ts >= task.ts && s.ts <= end)) {
      const leaf = nodes.get(sample.node);
      if (!leaf) continue;
      self.set(frameName(leaf), (self.get(frameName(leaf)) ?? 0) + 1);
      const seen = new Set<string>();
      for (let node: ProfileNode | undefined = leaf; node; node = nodes.get(node.parent ?? -1))
        seen.add(frameName(node));
      for (const name of seen) within.set(name, (within.get(name) ?? 0) + 1);
    }
    const at = Math.round((task.ts - start) / 1000);
    console.log(`at ${at} ms, ${Math.round((task.dur ?? 0) / 1000)} ms: ${inside.join(', ')}`);
    console.log(`  own samples: ${top(self, 6)}`);
    console.log(`  within: ${top(within, 10)}`);
    // The app's own functions (components among them), named from its sources, not a package's.
    const own = new Map([...within].filter(([name]) => /@(?!~)[\w@/.-]+\.tsx?:/.test(name)));
    console.log(`  the app's: ${top(own, 12)}`);
  }
  console.log(
    `Blocking time at ${args.slowdown}x (as measured, not simulated): ${Math.round(blocking)} ms`,
  );
}

report(await record());
