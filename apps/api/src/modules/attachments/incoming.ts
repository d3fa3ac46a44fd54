import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from './sniff.ts';

export interface Received {
  path: string;
  size: number;
  sha256: string;
  /** The file's first bytes, to tell its type. */
  head: Buffer;
  /** The file went past `maxBytes`: what was written is removed already. */
  tooLarge: boolean;
}

/**
 * Streams an upload to a new file in `dir`, hashing and counting it as it passes, so memory holds
 * a chunk at a time whatever the file's size. Past `maxBytes` it stops writing (the rest of the
 * request is read and dropped) and removes the part written; on any failure too.
 */
export async function receive(file: Readable, dir: string, maxBytes: number): Promise<Received> {
  const path = join(dir, `${randomUUID()}.part`);
  const hash = createHash('sha256');
  const heads: Buffer[] = [];
  let size = 0;
  let headBytes = 0;
  let tooLarge = false;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (tooLarge || size > maxBytes) {
        tooLarge = true;
        done();
        return;
      }
      if (headBytes < SNIFF_BYTES) {
        heads.push(chunk.subarray(0, SNIFF_BYTES - headBytes));
        headBytes += heads.at(-1)!.length;
      }
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(file, meter, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  if (tooLarge) await rm(path, { force: true });
  return { path, size, sha256: hash.digest('hex'), head: Buffer.concat(heads), tooLarge };
}
