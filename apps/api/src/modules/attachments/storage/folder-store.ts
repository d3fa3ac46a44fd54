import { mkdir, open, opendir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AttachmentStore } from './store.ts';

const INCOMING = '.incoming';

/** A key is an attachment's id (a UUID) with at most a suffix: never a path. */
function checked(key: string): string {
  if (!/^[\w-]+(\.\w+)?$/.test(key)) throw new Error(`Not an attachment key: ${key}`);
  return key;
}

/**
 * Files in one folder, each under its key. A file is written under `.incoming` first and renamed
 * in whole, so a reader never sees half of one.
 */
export async function folderStore(dir: string): Promise<AttachmentStore> {
  const incomingDir = join(dir, INCOMING);
  await mkdir(incomingDir, { recursive: true });
  const at = (key: string) => join(dir, checked(key));
  return {
    incomingDir,
    async putFile(key, path) {
      await rename(path, at(key));
    },
    async putBytes(key, bytes) {
      const part = join(incomingDir, `${checked(key)}.part`);
      await writeFile(part, bytes);
      await rename(part, at(key));
    },
    async read(key) {
      try {
        // Opened first, so a missing file is null here rather than an error mid-answer.
        const handle = await open(at(key), 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(keys) {
      const removed = await Promise.allSettled(keys.map((key) => rm(at(key), { force: true })));
      return keys.filter((_key, index) => removed[index]!.status === 'rejected');
    },
    async *keys() {
      for await (const entry of await opendir(dir)) {
        if (entry.isFile()) yield entry.name;
      }
    },
  };
}
