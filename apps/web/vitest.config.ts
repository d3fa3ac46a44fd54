import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Component tests: a DOM per file (jsdom) is their largest cost, so only files that render
// (*.test.tsx) get one; logic tests run in Node (vitest.node.config.ts).
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      name: 'web',
      include: ['src/**/*.test.tsx'],
      environment: 'jsdom',
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // A render and a few clicks take 200 ms on an idle machine and several seconds on CI's two
      // shared cores; the 5 s default failed passing tests there.
      testTimeout: 20_000,
    },
  }),
);
