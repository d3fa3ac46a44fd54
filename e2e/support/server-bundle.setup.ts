// Vitest global set-up: the server the browser tests start is the bundle `npm start` runs
// (apps/api/scripts/build-server.ts), built once per run into a folder of its own.
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../apps/api/scripts/build-server.ts';

export const E2E_SERVER = fileURLToPath(
  new URL('../../apps/api/dist/e2e/server.js', import.meta.url),
);

export default async function setup(): Promise<void> {
  await buildServer(fileURLToPath(new URL('../../apps/api/dist/e2e', import.meta.url)));
}
