import { defineConfig } from 'vitest/config';

// Browser tests: the built app served by the real server, driven in Debian's Chromium.
export default defineConfig({
  test: {
    include: ['**/*.e2e.test.ts'],
    globalSetup: ['./e2e/support/server-bundle.setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    // A busy machine (CI shares its 2 cores) can take longer than the default second to
    // answer the call a click sends: waits for the page to change allow five.
    expect: { poll: { timeout: 5_000 } },
  },
});
