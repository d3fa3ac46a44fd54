import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serialized answers of list calls, kept per process and looked up by a key that names the data
 * they were computed from: the data versions of the groups (bumped in the same database
 * transaction as every write, by any process), plus whatever else the answer depends on (rates,
 * today's date, the query). A changed group makes a new key, so nothing is ever stale; old keys
 * simply age out of the size-bounded store.
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

export function createAnswerCache(maxBytes: number): AnswerCache {
  // Bytes, not strings: an answer is encoded once, not on every request that reuses it.
  const entries = new Map<string, Buffer>();
  let bytes = 0;

  function remember(key: string, body: Buffer) {
    if (body.length > maxBytes) return;
    // Two requests may compute the same missing answer at once; count its bytes only once.
    const previous = entries.get(key);
    if (previous !== undefined) bytes -= previous.length;
    entries.set(key, body);
    bytes += body.length;
    for (const [oldest, value] of entries) {
      if (bytes <= maxBytes) break;
      entries.delete(oldest);
      bytes -= value.length;
    }
  }

  return {
    async answer(reply, key, compute) {
      let body = maxBytes > 0 ? entries.get(key) : undefined;
      if (body !== undefined) {
        // Most recently used last, so the oldest is evicted first.
        entries.delete(key);
        entries.set(key, body);
      } else {
        body = Buffer.from(String(reply.serialize(await compute())), 'utf8');
        if (maxBytes > 0) remember(key, body);
      }
      return reply.type('application/json; charset=utf-8').send(body);
    },
  };
}

export const answerCachePlugin = fp(
  async (app: FastifyInstance, options: { maxBytes: number }) => {
    app.decorate('answers', createAnswerCache(options.maxBytes));
  },
  { name: 'answer-cache' },
);
