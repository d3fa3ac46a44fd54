// Starts the server (src/listen.ts). Compiled modules, TypeScript stripped, are kept in Node's
// on-disk compile cache: a second start skips both, about a third of start time
// (docs/performance.md, 'Start and memory'). Only what is imported after this line is cached.
import { enableCompileCache } from 'node:module';

enableCompileCache();
await import('./listen.ts');
