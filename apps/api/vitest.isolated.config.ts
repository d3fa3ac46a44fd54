import { defineProject } from 'vitest/config';
import { ISOLATED_FILES, apiTestSettings } from './vitest.config.ts';

// The API test files that need a module graph and heap of their own (vitest.config.ts,
// ISOLATED_FILES); the 'api' project shares one per worker.
export default defineProject({
  test: {
    ...apiTestSettings,
    name: 'api-isolated',
    include: ISOLATED_FILES,
    // The threads pool gives each file a worker of its own (vitest.config.ts at the root).
    pool: 'threads',
  },
});
