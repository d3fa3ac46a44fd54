import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    // Argon2 and database set-up make single tests slower than the default 5 s allows on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // On PostgreSQL, each test file's database copies one migrated once per run.
    globalSetup: ['./src/test/postgres-template.setup.ts'],
  },
});
