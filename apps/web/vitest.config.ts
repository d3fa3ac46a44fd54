import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

// Component tests: a DOM per file (jsdom) is their largest cost, so only files that render
// (*.test.tsx) get one; logic tests run in Node (vitest.node.config.ts).
export default mergeConfig(
  viteConfig,
  defineProject({
    // The components render with what the build ships (src/lib/react-on-preact.ts): packages
    // resolve to their ES builds, so the build's aliases reach their imports of `react`.
    resolve: {
      conditions: ['module', 'browser', 'development'],
      mainFields: ['module', 'browser', 'main'],
    },
    test: {
      server: { deps: { inline: true } },
      // CommonJS only, requiring `react`: bundled ahead with the aliases applied.
      deps: {
        optimizer: {
          web: {
            enabled: true,
            include: [
              'use-sync-external-store/with-selector.js',
              'use-sync-external-store/shim/with-selector',
            ],
          },
        },
      },
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
