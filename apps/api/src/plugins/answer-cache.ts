import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serialized answers of list calls, kept per process and looked up by a key that names the data
 * they were computed from: the data versions of the groups (bumped in the same database
 * transaction as every write to them, by any process), plus whatever else the answer depends on
 * (rates, today's date, the query). A changed group makes a new key, so nothing is ever stale; old
 * keys simply age out of the size-bounded store. No kept answer holds a translated text, and a
 * failure is never kept, so the reader's language is no part of a key (docs/decisions.md,
 * 'Languages').
 */
export interface AnswerCache {
  /** The serialized answer for the key, computing and storing it when missing. */
  answer(reply: FastifyReply, key: string, compute: () => Promise<unknown>): Promise<FastifyReply>;
}

declare module 'fastify' {
  interface FastifyInstance {
    answers: AnswerCache;
  }
}

type Encoding = 'br' | 'gzip';

/** An answer's bytes, and its compressed forms as browsers ask for them. */
interface Entry {
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/** Below this an answer is sent as it is, as @fastify/compress does (app.ts). */
const COMPRESS_FROM_BYTES = 1024;

/**
 * How much effort to spend compressing: an answer kept for later requests is compressed once, at
 * brotli's quality 4 as @fastify/compress uses (close to gzip's speed, smaller than gzip's
 * output); one sent once and forgotten (the cache is off, or the answer outgrows it) at quality
 * 1: a 50 kB budget list in 0.07 ms rather than 0.21 ms, for 11% more bytes (docs/performance.md,
 * 'Request path').
 */
export const BROTLI_QUALITY = { kept: 4, once: 1 } as const;

const ENCODE: Record<Encoding, (body: Buffer, kept: boolean) => Buffer> = {
  br: (body, kept) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: kept ? BROTLI_QUALITY.kept : BROTLI_QUALITY.once,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body, kept) => gzipSync(body, { level: kept ? 6 : 3 }),
};

/** The encoding to answer with: brotli, else gzip, when the caller accepts it (q above 0). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | undefined {
  if (typeof header !== 'string') return undefined;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (q === undefined || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('x-gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

const size = (entry: Entry) =>
  entry.identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0);

export function createAnswerCache(maxBytes: number): AnswerCache {
  // Bytes, not strings: an answer is encoded, and compressed for each encoding asked, once, not
  // on every request that reuses it (docs/performance.md, 'Request path').
  const entries = new Map<string, Entry>();
  let bytes = 0;

  function evictOldest() {
    for (const [oldest, value] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= size(value);
    }
  }

  function remember(key: string, entry: Entry) {
    if (size(entry) > maxBytes) return;
    // Two requests may compute the same missing answer at once; count its bytes only once.
    const previous = entries.get(key);
    if (previous !== undefined) bytes -= size(previous);
    entries.set(key, entry);
    bytes += size(entry);
    evictOldest();
  }

  return {
    async answer(reply, key, compute) {
      let entry = maxBytes > 0 ? entries.get(key) : undefined;
      if (entry !== undefined) {
        // Most recently used last, so the oldest is evicted first.
        entries.delete(key);
        entries.set(key, entry);
      } else {
        entry = { identity: Buffer.from(String(reply.serialize(await compute())), 'utf8') };
        if (maxBytes > 0) remember(key, entry);
      }
      reply.type('application/json; charset=utf-8');
      const headers = reply.request?.headers ?? {};
      // x-no-compression: the compress plugin's way to ask for the bytes as they are.
      const encoding =
        headers['x-no-compression'] === undefined
          ? acceptedEncoding(headers['accept-encoding'])
          : undefined;
      if (encoding === undefined || entry.identity.length < COMPRESS_FROM_BYTES) {
        return reply.send(entry.identity);
      }
      let encoded = entry[encoding];
      if (encoded === undefined) {
        const kept = entries.get(key) === entry;
        encoded = ENCODE[encoding](entry.identity, kept);
        entry[encoding] = encoded;
        if (kept) {
          bytes += encoded.length;
          evictOldest();
        }
      }
      // Already encoded: the compress plugin leaves an answer with a Content-Encoding alone.
      return reply
        .header('content-encoding', encoding)
        .header('vary', 'accept-encoding')
        .send(encoded);
    },
  };
}

export const answerCachePlugin = fp(
  async (app: FastifyInstance, options: { maxBytes: number }) => {
    app.decorate('answers', createAnswerCache(options.maxBytes));
  },
  { name: 'answer-cache' },
);
