import { defineProject, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { ISOLATED_FILES, componentTestSettings } from './vitest.config.ts';

// The component test files that need a module graph and page of their own (vitest.config.ts,
// ISOLATED_FILES); the 'web' project shares one per worker.
export default mergeConfig(
  viteConfig,
  defineProject({
    test: {
      ...componentTestSettings,
      name: 'web-isolated',
      include: ISOLATED_FILES,
      environment: 'jsdom',
      // The threads pool gives each file a worker of its own (vitest.config.ts at the root).
      pool: 'threads',
    },
  }),
);
