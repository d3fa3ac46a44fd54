import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; browser tests have their own config under e2e/.
export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores, i.e. one on CI's two; the worker count
    // can only be set here, for all projects at once.
    maxWorkers: 2,
    minWorkers: 1,
    // A fork runs file after file with one module graph (the projects' `isolate: false`); only
    // this root setting decides whether the forks pool starts a fresh process per file. The
    // projects whose files each need their own graph run in the threads pool, which isolates.
    poolOptions: { forks: { isolate: false } },
    projects: [
      'packages/contract',
      'apps/api',
      'apps/api/vitest.isolated.config.ts',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.isolated.config.ts',
      'apps/web/vitest.node.config.ts',
      'scripts',
    ],
  },
});
