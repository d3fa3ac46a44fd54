// npm run lighthouse -- [--url URL] [--transactions N] [--email E] [--password P] [--runs N]
//                       [--pages /login,/reports] [--details] [--save DIR]
//
// Lighthouse (mobile, its default simulated throttling) against the built app in Debian's
// Chromium, for /login signed out and /dashboard, /transactions, /budgets and /reports signed in
// as the seeded household. Without --url it seeds a new SQLite database (npm run seed) and
// serves the built app from it with the server bundle, as `npm start` does (a server run from
// its TypeScript sources starts each report thread about 1.2 s slower); with --url it measures a
// server already running. --save writes each run's full report (JSON, for the Lighthouse viewer
// or a script) into DIR.
// Targets: docs/performance.md, 'First screens'.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { SERVER_BUNDLE_DIR } from '../apps/api/scripts/build-server.ts';
import { ensureServerBuild, ensureWebBuild } from './ensure-build.ts';

const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    transactions: { type: 'string', default: '1000000' },
    email: { type: 'string', default: 'bench@example.com' },
    password: { type: 'string', default: 'Bench#Passw0rd' },
    runs: { type: 'string', default: '1' },
    pages: { type: 'string' },
    details: { type: 'boolean', default: false },
    save: { type: 'string' },
  },
});
const root = new URL('..', import.meta.url).pathname;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PAGES = args.pages?.split(',') ?? [
  '/login',
  '/dashboard',
  '/transactions',
  '/budgets',
  '/reports',
];

async function waitForServer(base: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error('The server stopped; see its output above');
    try {
      if ((await fetch(`${base}/api/v1/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not answer within a minute');
}

/** A seeded database served by the built app on a free port; stop() removes both. */
async function seededServer(): Promise<{ base: string; stop: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), 'budget-lighthouse-'));
  const databaseUrl = `sqlite:${join(dir, 'household.db')}`;
  console.log(`Seeding ${args.transactions} transactions into ${databaseUrl}...`);
  const seed = spawnSync(
    process.execPath,
    [
      join(root, 'apps/api/scripts/seed.ts'),
      ...['--database-url', databaseUrl, '--transactions', args.transactions],
      ...['--email', args.email, '--password', args.password],
    ],
    { stdio: 'inherit' },
  );
  if (seed.status !== 0) throw new Error('Seeding failed');
  const port = String(40_000 + Math.floor(Math.random() * 10_000));
  await ensureServerBuild();
  const child = spawn(process.execPath, [join(SERVER_BUNDLE_DIR, 'server.js')], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: port, LOG_LEVEL: 'warn' },
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForServer(base, child);
  return {
    base,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function sessionCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: args.email, password: args.password }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${args.email} failed (${response.status})`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith('budget_session='));
  if (!cookie) throw new Error('No session cookie');
  return cookie.split(';')[0] as string;
}

interface Figures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptKb: number;
  /** Lighthouse's measure of the host's CPU (environment.benchmarkIndex; see docs/performance.md). */
  hostCpu: number;
  failing: string[];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

async function audit(
  base: string,
  page: string,
  cookie: string | undefined,
  port: number,
  run: number,
) {
  const measure = () =>
    lighthouse(
      `${base}${page}`,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        extraHeaders: cookie ? { cookie } : undefined,
      },
      undefined,
    );
  let result = await measure();
  // Chromium now and then records a trace without the navigation's start (NO_NAVSTART) and every
  // timing scores 0; Lighthouse itself says to run it again, which is done once.
  const failure = result?.lhr.runtimeError;
  if (failure) {
    console.log(`  ${page}: Lighthouse could not measure (${failure.code}); measuring again`);
    result = await measure();
    const again = result?.lhr.runtimeError;
    if (again) console.log(`  ${page}: not measured again either (${again.code}); it counts as 0`);
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
  if (args.save) {
    mkdirSync(args.save, { recursive: true });
    const name = `${page.replace(/\W+/g, '-').replace(/^-/, '')}-${run + 1}.json`;
    writeFileSync(join(args.save, name), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const requests = (audits['network-requests']?.details as { items?: Record<string, unknown>[] })
    ?.items;
  const scriptBytes = (requests ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
    .filter((a) => a.scoreDisplayMode !== 'manual' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => {
      if (!args.details) return a.id;
      // The first items of what an audit found, to see why it fails without opening a report.
      const items = (a.details as { items?: unknown[] } | undefined)?.items ?? [];
      const found = items.slice(0, 3).map((item) => JSON.stringify(item).slice(0, 240));
      return [a.id, ...found].join('\n    ');
    });
  return {
    page,
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    bestPractices: score(categories['best-practices']?.score),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    scriptKb: Math.round(scriptBytes / 1024),
    hostCpu: Math.round(result.lhr.environment.benchmarkIndex ?? 0),
    failing,
  } satisfies Figures;
}

if (!args.url) ensureWebBuild();
const server = args.url
  ? { base: args.url.replace(/\/$/, ''), stop: () => {} }
  : await seededServer();
const chrome = await launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  const cookie = await sessionCookie(server.base);
  const rows: Figures[] = [];
  for (const page of PAGES) {
    for (let run = 0; run < Number(args.runs); run++) {
      const figures = await audit(
        server.base,
        page,
        page === '/login' ? undefined : cookie,
        chrome.port,
        run,
      );
      console.log(
        `  ${page}: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}`,
      );
      rows.push(figures);
    }
  }
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, Lighthouse ${'mobile'} (simulated throttling), ${server.base}\n`,
  );
  console.log(
    '| page | performance | accessibility | best practices | LCP ms | CLS | TBT ms | JS KB (transferred) | host CPU index |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(
      `| ${r.page} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.lcpMs} | ${r.cls} | ${r.tbtMs} | ${r.scriptKb} | ${r.hostCpu} |`,
    );
  }
  const below = rows.flatMap((r) =>
    r.failing.length > 0 ? [`${r.page}: ${r.failing.join(', ')}`] : [],
  );
  if (below.length > 0) console.log(`\nAudits below 0.9:\n${below.join('\n')}`);
} finally {
  await chrome.kill();
  server.stop();
}
