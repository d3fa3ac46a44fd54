import { configDefaults, defineProject } from 'vitest/config';

/**
 * Test files that run in a module graph and heap of their own: one replaces an app module
 * (vi.mock), which an earlier file in a shared graph would have loaded for real; the others time
 * a hostile input against a plain one, which a heap left by earlier files makes unsteady.
 */
export const ISOLATED_FILES = [
  'src/services.test.ts',
  'src/modules/imports/xml-text-time.test.ts',
  'src/modules/imports/payee-text-time.test.ts',
  'src/modules/imports/text-encoding.test.ts',
  'src/modules/imports/csv-detect.test.ts',
  'src/modules/imports/csv-records.test.ts',
];

/** What both API projects share. */
export const apiTestSettings = {
  // Argon2 and database set-up make single tests slower than the default 5 s allows on 2 cores.
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // On PostgreSQL, each test file's database copies one migrated once per run.
  globalSetup: ['./src/test/postgres-template.setup.ts'],
} as const;

export default defineProject({
  test: {
    ...apiTestSettings,
    name: 'api',
    include: ['src/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...ISOLATED_FILES],
    // One module graph per worker, not per file: loading Fastify, Kysely, the contract and the
    // app for each of some 180 files was half the run's CPU. Each file builds its own app and
    // database (src/test/test-app.ts); the app's per-process stores are keyed by random ids.
    isolate: false,
  },
});
