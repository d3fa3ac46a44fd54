import { expect, it } from 'vitest';
import './zod-setup.ts';

it('zod adopts the jitless setting made before it loads', async () => {
  const { config } = await import('zod/v4/core');
  expect(config().jitless).toBe(true);
  expect(config()).toBe((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig);
});
