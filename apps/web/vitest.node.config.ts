import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// The web app's logic tests (*.test.ts: formatting, schemas, addresses, caches), which need no
// DOM; components are tested in vitest.config.ts. Pure functions share one module graph per
// worker (no isolation): loading it once per file cost forty times the tests themselves.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web-node',
      include: ['src/**/*.test.ts', '*.test.ts'],
      environment: 'node',
      isolate: false,
      restoreMocks: true,
    },
  }),
);
