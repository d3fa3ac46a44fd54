import { configDefaults, defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/**
 * Component test files that run in a module graph of their own: they replace an app module
 * (vi.mock), or check how a module behaves when first loaded.
 */
export const ISOLATED_FILES = [
  'src/lib/zod-jitless.test.tsx',
  'src/features/transactions/components/pending-transactions.test.tsx',
  'src/features/transactions/components/transactions-page-renders.test.tsx',
  'src/features/transactions/components/quick-add.test.tsx',
  'src/features/settings/components/notifications-card.test.tsx',
  'src/features/rules/components/apply-rules-dialog.test.tsx',
];

/** What both component test projects share. */
export const componentTestSettings = {
  setupFiles: './src/test/setup.ts',
  restoreMocks: true,
  // A render and a few clicks take 200 ms on an idle machine and several seconds on CI's two
  // shared cores; the 5 s default failed passing tests there.
  testTimeout: 20_000,
} as const;

// Component tests: a DOM is their largest cost, so only files that render (*.test.tsx) get one;
// logic tests run in Node (vitest.node.config.ts).
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      ...componentTestSettings,
      name: 'web',
      setupFiles: [componentTestSettings.setupFiles, './src/test/reset-shared-modules.ts'],
      include: ['src/**/*.test.tsx'],
      exclude: [...configDefaults.exclude, ...ISOLATED_FILES],
      // One module graph and one page per worker, not per file: loading React, Radix, the
      // contract and the screens again for each file was most of the project's time. Each test's
      // DOM, toasts, stored choices and language are reset after it (src/test/setup.ts).
      environment: './src/test/jsdom-per-worker.ts',
      isolate: false,
    },
  }),
);
