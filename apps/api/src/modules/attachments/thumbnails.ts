import { ATTACHMENT_THUMBNAIL_SIZE } from '@budget/contract';
import { Tinypool } from 'tinypool';
import { BUNDLED } from '../../lib/locations.ts';
import type { ThumbnailJob } from './thumbnail-thread.ts';

// In the bundle the thread is an entry of its own beside the chunk this code is in.
const THREAD_MODULE = new URL(
  BUNDLED ? './thumbnail-thread.js' : './thumbnail-thread.ts',
  import.meta.url,
);

/**
 * An unused thread ends after this long, giving back its memory (libvips' WebAssembly heap and
 * its own copy of the modules); the next thumbnail starts one again (about 0.7 s).
 */
const IDLE_MS = 60_000;

export interface Thumbnails {
  /**
   * The image file's thumbnail (docs/decisions.md, 'Attachments'), or null when it cannot be
   * made: the image unreadable, or its thread lost (then `failed` hears why); the upload is
   * kept either way.
   */
  make(path: string): Promise<Buffer | null>;
  close(): Promise<void>;
}

/**
 * Thumbnails made in one thread of their own (tinypool), one at a time: decoding a large photo
 * takes hundreds of milliseconds of CPU, which on the event loop would hold every other answer.
 */
export function thumbnailThreads(failed: (error: unknown) => void = () => undefined): Thumbnails {
  let pool: Tinypool | undefined;
  return {
    async make(path) {
      pool ??= new Tinypool({
        filename: THREAD_MODULE.href,
        minThreads: 0,
        maxThreads: 1,
        idleTimeout: IDLE_MS,
      });
      const job: ThumbnailJob = { path, size: ATTACHMENT_THUMBNAIL_SIZE };
      const thumbnail = (await pool.run(job).catch((error: unknown) => {
        failed(error);
        return null;
      })) as Uint8Array | null;
      return thumbnail
        ? Buffer.from(thumbnail.buffer, thumbnail.byteOffset, thumbnail.length)
        : null;
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
