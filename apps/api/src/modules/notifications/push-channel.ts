import { LANGUAGES, type Language } from '@budget/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { pushStatusOf, type PushTransport } from '../../plugins/push.ts';
import { readerOf, type PushMessage, type Reader } from './notification-texts.ts';
import * as repository from './notifications.repository.ts';

/** A push service keeps a message for an offline device this long, then drops it. */
const MESSAGE_TTL_SECONDS = 24 * 60 * 60;

/** Whom to notify: users, and the group they must still be members of when it is sent. */
export interface Audience {
  userIds: readonly string[];
  groupId: string | null;
}

/**
 * The one channel every notification goes out through (docs/decisions.md, 'Push
 * notifications'): work queued in the background after the write that caused it has committed,
 * never awaited by a request, its failures logged. Each device gets the message written for its
 * user's language (chosen in Settings, else the one its browser subscribed in) and locale.
 */
export interface PushChannel {
  /** Push is configured: without VAPID keys nothing is queued at all. */
  readonly enabled: boolean;
  /** Runs `task` in the background; a failure is logged as `what`, never thrown. */
  background(what: string, task: () => Promise<void>): void;
  /** Sends each of the audience's devices its message; a subscription gone (404, 410) is deleted. */
  send(audience: Audience, compose: (reader: Reader, userId: string) => PushMessage): Promise<void>;
  /** Resolves when everything queued has been sent or has failed (tests, shutdown). */
  idle(): Promise<void>;
}

const languageOf = (value: string | null): Language | undefined =>
  LANGUAGES.find((known) => known === value);

export function createPushChannel(
  db: Kysely<Database>,
  push: PushTransport,
  log: FastifyBaseLogger,
): PushChannel {
  const pending = new Set<Promise<void>>();
  const { sender } = push;

  type Target = Awaited<ReturnType<typeof repository.targetsOf>>[number];

  async function deliver(target: Target, message: PushMessage): Promise<void> {
    if (!sender) return;
    const { endpoint, p256dh, auth } = target;
    const subscription = { endpoint, keys: { p256dh, auth } };
    try {
      await sender.send(subscription, JSON.stringify(message), {
        ttlSeconds: MESSAGE_TTL_SECONDS,
      });
    } catch (error) {
      const status = pushStatusOf(error);
      if (status === 404 || status === 410) {
        // The browser unsubscribed, or its push service dropped it: never again.
        await repository.deleteGoneSubscription(db, target.id);
        log.info({ push: { userId: target.user_id, status } }, 'push subscription gone; removed');
        return;
      }
      log.warn({ err: error, push: { userId: target.user_id, status } }, 'push failed');
    }
  }

  return {
    enabled: push.enabled,

    background(what, task) {
      if (!push.enabled) return;
      const run = task()
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => pending.delete(run));
      pending.add(run);
    },

    async send(audience, compose) {
      if (!push.enabled) return;
      const targets = await repository.targetsOf(db, audience.userIds, audience.groupId);
      await Promise.all(
        targets.map((target) => {
          const language =
            languageOf(target.chosen_language) ?? languageOf(target.device_language) ?? 'en';
          return deliver(target, compose(readerOf(language, target.locale), target.user_id));
        }),
      );
    },

    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
