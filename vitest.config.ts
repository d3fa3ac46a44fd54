import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace; browser tests have their own config under e2e/.
export default defineConfig({
  test: {
    projects: [
      'packages/contract',
      'apps/api',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.node.config.ts',
    ],
  },
});
