import { sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// The API runs from its TypeScript sources (src/, tests and `npm run dev`) and from the bundle
// `npm start` builds (dist/, apps/api/scripts/build-server.ts), where every module's
// import.meta.url is the bundle's chunk. Both sit under apps/api/, so the folder is found from
// this module's own place rather than by a count of '..' that holds for only one of them.
const here = fileURLToPath(import.meta.url);
const marker = `${sep}apps${sep}api${sep}`;
const at = here.lastIndexOf(marker);
if (at < 0) throw new Error(`The API's code must sit under apps/api/ (it is at ${here})`);

/** apps/api/, with a trailing separator. */
export const API_ROOT = here.slice(0, at + marker.length);
/** The repository's root, with a trailing separator. */
export const REPOSITORY_ROOT = here.slice(0, at + 1);
/** True when running from the bundle: its modules end in .js. */
export const BUNDLED = !here.endsWith('.ts');
