import { defineConfig } from 'vitest/config';

// Browser tests: the built app served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./e2e/support/server-bundle.setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two files at a time, each with its own server, mailbox and Chromium: a file spends most of
    // its time waiting on the page (one file kept a third of one core busy), so a second one
    // roughly halves the run on CI's two cores.
    maxWorkers: 2,
    minWorkers: 1,
    pool: 'forks',
    // A busy machine (CI shares its 2 cores) can take longer than the default second to
    // answer the call a click sends: waits for the page to change allow five.
    expect: { poll: { timeout: 5_000 } },
  },
});
