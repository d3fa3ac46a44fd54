// The server as `npm start` runs it: one bundle of src/server.ts and everything it imports, in
// plain JavaScript. Node then loads a few files instead of every module of the app and its
// packages, and runs no TypeScript loader: about a fifth less memory and a third less start time
// (docs/performance.md, 'Start and memory').
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const API = fileURLToPath(new URL('..', import.meta.url));

/** Where `npm start` puts the bundle (package.json runs dist/server/server.js). */
export const SERVER_BUNDLE_DIR = join(API, 'dist/server');

/**
 * glibc's allocator settings `npm start` runs the bundle with (package.json; a test keeps the two
 * alike). Each sign-in's argon2 hash takes 19 MiB in a worker thread: glibc maps it and, once it
 * is freed, raises its mapping threshold above it, so later hashes were carved from the threads'
 * heaps and kept: 19 MiB more resident memory for each of the first few sign-ins. A fixed
 * threshold returns every such block at once, and two arenas instead of one per thread keep
 * fewer half-used heaps (docs/performance.md, 'Start and memory').
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '1048576' } as const;

/** Bundles the server into `outdir` (under apps/api/; src/lib/locations.ts finds its files). */
export async function buildServer(outdir = SERVER_BUNDLE_DIR): Promise<string> {
  // Loaded here, not at the top: a start that finds the bundle current needs no esbuild.
  const { build } = await import('esbuild');
  rmSync(outdir, { recursive: true, force: true });
  await build({
    // The report and thumbnail threads are entries of their own: a worker loads each by file
    // (report-threads.ts, attachments/thumbnails.ts).
    entryPoints: {
      server: join(API, 'src/server.ts'),
      'report-thread': join(API, 'src/modules/reports/report-thread.ts'),
      'thumbnail-thread': join(API, 'src/modules/attachments/thumbnail-thread.ts'),
    },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    minifyWhitespace: true,
    minifySyntax: true,
    // Plain ASCII source is kept by V8 as one byte per character, not two.
    charset: 'ascii',
    // Licence comments go to a file beside the bundle: one non-ASCII letter in them made V8 keep
    // the whole 2.4 MB source two bytes per character.
    legalComments: 'linked',
    sourcemap: 'linked',
    // pg, nodemailer and web-push are required only when PostgreSQL, SMTP or VAPID keys are
    // configured (src/db/database.ts, plugins/mailer.ts, plugins/push.ts); tinypool starts its
    // threads from a file of its own package, so it stays there.
    external: ['pg', 'nodemailer', 'web-push', 'wasm-vips', '@aws-sdk/client-s3', 'tinypool'],
    // Some CommonJS dependencies call require, or read __dirname, inside the ES module bundle.
    banner: {
      js: [
        "import { createRequire as __createRequire } from 'node:module';",
        'const require = __createRequire(import.meta.url);',
        'const __filename = import.meta.filename, __dirname = import.meta.dirname;',
      ].join(' '),
    },
    logLevel: 'warning',
  });
  return join(outdir, 'server.js');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
