import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type CollectGarbage = (options: {
  type: 'major';
  execution: 'sync';
  flavor: 'last-resort';
}) => void;

/** V8's default: a function's bytecode is dropped after this many collections unused. */
const BYTECODE_OLD_AGE = 6;

/**
 * Gives back the memory the start used and no longer needs (docs/performance.md, 'Start and
 * memory'). Loading the app allocates tens of megabytes that survive a few collections (module
 * code, schemas, routes), so V8 grows its young generation to its largest size and keeps it: 20
 * MiB more for the process's whole life. One full collection that also shrinks the heap returns
 * it; under load the young generation grows back as far as the traffic needs. For that one
 * collection, bytecode unused since the start (migrations, route registration) is dropped too,
 * 2 MiB; a function run again later is compiled again. V8 offers the collection only to contexts
 * made after --expose-gc is set, hence the new context; the main one never sees a `gc` global.
 */
export function releaseStartupMemory(): number {
  const started = performance.now();
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as CollectGarbage;
  setFlagsFromString('--bytecode-old-age=1');
  try {
    collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  } finally {
    setFlagsFromString(`--bytecode-old-age=${BYTECODE_OLD_AGE}`);
  }
  return performance.now() - started;
}
