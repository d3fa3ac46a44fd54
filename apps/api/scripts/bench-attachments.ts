// `npm run bench:attachments`: a 10 MB photo's upload, thumbnail included, against a server on a
// SQLite file started here, over HTTP; then the process's memory while 5 MB and 50 MB files
// stream in, to show it does not grow with the file (docs/performance.md, 'Attachments').
import { MemberRole } from '@budget/contract';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../src/app.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { thumbnailThreads } from '../src/modules/attachments/thumbnails.ts';
import { loadConfig } from '../src/plugins/config.ts';
import { noiseJpeg } from '../src/test/attachments.ts';
import { signIn } from './bench-session.ts';
import { group, user } from './seed-people.ts';

const PASSWORD = 'Bench#Passw0rd';
const BOUNDARY = '----bench-boundary';
const dir = await mkdtemp(join(tmpdir(), 'bench-attachments-'));
const config = loadConfig({
  DATABASE_URL: `sqlite:${join(dir, 'budget.db')}`,
  ATTACHMENTS_DIR: join(dir, 'attachments'),
  ATTACHMENTS_MAX_FILE_MB: '64',
  NODE_ENV: 'production',
  WEB_DIST_DIR: '/nonexistent',
});
const app = await buildApp({ config, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const userId = await user(app.db, 'bench@example.com', 'bench', await hashPassword(PASSWORD));
const { id: groupId } = await group(
  app.db,
  app.writes,
  'Household',
  [[userId, MemberRole.Owner]],
  [],
);
const cookie = await signIn(base, { email: 'bench@example.com', password: PASSWORD });
const created = await fetch(`${base}/api/v1/transactions`, {
  method: 'POST',
  headers: { cookie, 'content-type': 'application/json' },
  body: JSON.stringify({
    transactionType: 0,
    name: 'Receipts',
    groupId,
    date: '2026-01-06',
    amount: 1,
    currency: 0,
  }),
});
const transactionId = ((await created.json()) as { data: { id: string } }).data.id;

/** Uploads the file as a browser would, streamed from disk (this process holds no copy). */
async function upload(path: string, name: string): Promise<number> {
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n\r\n`;
  async function* body() {
    yield Buffer.from(head);
    yield* createReadStream(path);
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  const started = performance.now();
  const response = await fetch(`${base}/api/v1/transactions/${transactionId}/attachments`, {
    method: 'POST',
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    body: Readable.toWeb(Readable.from(body())) as ReadableStream,
    duplex: 'half',
  } as RequestInit);
  if (response.status !== 201) throw new Error(`Upload answered ${response.status}`);
  await response.arrayBuffer();
  return performance.now() - started;
}

/** The most resident memory above `before` while `work` runs, in MB. */
async function peakGrowth(work: () => Promise<unknown>): Promise<number> {
  global.gc?.();
  const before = process.memoryUsage().rss;
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  await work();
  clearInterval(timer);
  return (Math.max(peak, process.memoryUsage().rss) - before) / 1024 / 1024;
}

const mb = async (path: string) => ((await stat(path)).size / 1024 / 1024).toFixed(1);
const photo = join(dir, 'photo.jpg');
await writeFile(photo, await noiseJpeg(2700, 2000, 93));
const times: number[] = [];
const first = await upload(photo, 'photo.jpg');
for (let i = 0; i < 5; i++) times.push(await upload(photo, 'photo.jpg'));
times.sort((a, b) => a - b);
const thumbnails = thumbnailThreads();
await thumbnails.make(photo); // the thread and libvips loaded, as for the uploads above
let thumbnailMs = performance.now();
await thumbnails.make(photo);
thumbnailMs = performance.now() - thumbnailMs;
await thumbnails.close();
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(
  `photo ${await mb(photo)} MB, 2700x2000 JPEG of noise (slower to decode than a photo), with its 320 px thumbnail:`,
);
console.log(`  first after start ${first.toFixed(0)} ms (libvips loads)`);
console.log(`  then median ${times[2]!.toFixed(0)} ms, slowest ${times[4]!.toFixed(0)} ms`);
console.log(`  of which the thumbnail alone ${thumbnailMs.toFixed(0)} ms`);

for (const size of [5, 50]) {
  const pdf = join(dir, `file-${size}.pdf`);
  await writeFile(pdf, Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size * 1024 * 1024)]));
  const growth = await peakGrowth(() => upload(pdf, 'file.pdf'));
  console.log(`PDF ${await mb(pdf)} MB: resident memory grew at most ${growth.toFixed(1)} MB`);
}
const imageGrowth = await peakGrowth(() => upload(photo, 'photo.jpg'));
console.log(
  `photo ${await mb(photo)} MB: resident memory grew at most ${imageGrowth.toFixed(1)} MB`,
);

await app.close();
await rm(dir, { recursive: true, force: true });
