import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

type CollectGarbage = (options: {
  type: 'major';
  execution: 'sync';
  flavor: 'last-resort';
}) => void;

/**
 * Gives back the memory the start used and no longer needs. Loading the app allocates tens of
 * megabytes that survive a few collections (module code, schemas, routes), so V8 grows its young
 * generation to its largest size and keeps it: 20 MiB more resident memory for the process's
 * whole life. One full collection that also shrinks the heap, once, after the start, returns it;
 * under load the young generation grows back as far as the traffic needs (docs/performance.md,
 * 'Memory under 100 MiB'). V8 offers the collection only to contexts made after --expose-gc is
 * set, hence the new context; the main one never sees a `gc` global.
 */
export function releaseStartupMemory(): number {
  const started = performance.now();
  setFlagsFromString('--expose-gc');
  const collect = runInNewContext('gc') as CollectGarbage;
  collect({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return performance.now() - started;
}
