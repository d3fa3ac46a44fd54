import { expect, it } from 'vitest';
import html from '../../index.html?raw';

// In a module graph of its own (apps/web/vitest.config.ts, ISOLATED_FILES): zod must load here for
// the first time, after the page's inline script has run.
it("zod adopts the jitless setting of the page's inline script", async () => {
  const script = /<script>([^<]*__zod_globalConfig[^<]*)<\/script>/.exec(html)?.[1];
  expect(script).toBeDefined();
  new Function(script ?? '')();
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  expect(config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
});
