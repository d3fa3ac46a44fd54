import { expect, it } from 'vitest';
import './zod-setup.ts';

// In the component project, whose files each load their modules afresh: this one must load zod
// itself, after the setting.
it('zod adopts the jitless setting made before it loads', async () => {
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  expect(config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
});
