import { builtinEnvironments, type Environment } from 'vitest/environments';

/**
 * Vitest's jsdom, made once per worker and kept for the worker's next files. The component
 * tests share a worker's modules (`isolate: false` in apps/web/vitest.config.ts), and Testing
 * Library's `screen` holds the `document.body` that stood when it was first imported: a page
 * made afresh for each file would leave `screen` reading the first file's empty body. Each
 * test's DOM is removed after it by src/test/setup.ts.
 */
const kept = Symbol.for('budget.test.jsdom');

type Kept = { [kept]?: ReturnType<NonNullable<Environment['setup']>> };

const environment: Environment = {
  name: 'jsdom-per-worker',
  transformMode: 'web',
  async setup(global: Kept, options) {
    global[kept] ??= builtinEnvironments.jsdom.setup(global, options);
    await global[kept];
    return { teardown() {} };
  },
};

export default environment;
