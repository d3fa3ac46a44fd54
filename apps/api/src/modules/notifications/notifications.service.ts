import type {
  Language,
  PushConfig,
  PushSubscriptionInfo,
  registerPushSubscriptionSchema,
} from '@budget/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { conflict, validationFailed } from '../../lib/app-error.ts';
import { isoNow } from '../../lib/time.ts';
import type { PushTransport } from '../../plugins/push.ts';
import { deviceLabel } from './device-label.ts';
import { createMoneyAlerts } from './money-alerts.ts';
import * as repository from './notifications.repository.ts';
import { createPushChannel } from './push-channel.ts';
import { isKnownPushService, PUSH_SERVICE_UNKNOWN } from './push-services.ts';

export type { MoneyAlerts, RecordedPayment } from './money-alerts.ts';
export type { PushChannel } from './push-channel.ts';

type Db = Kysely<Database> | Transaction<Database>;
type RegisterInput = z.output<typeof registerPushSubscriptionSchema>;

export const PUSH_OFF = 'Push notifications are off on this server: it has no VAPID keys';

/** Browsers one user may have notifications on in; turning on one more drops the oldest. */
export const DEVICES_PER_USER = 20;

/** A deleted account is notified of nothing: its browsers go with it (users.service.ts). */
export async function deletePushSubscriptionsOf(db: Db, userId: string): Promise<void> {
  await repository.deleteSubscriptionsOf(db, userId);
}

function toInfo(row: { endpoint: string; label: string | null; created_at: string }) {
  return { endpoint: row.endpoint, label: row.label, createdAt: row.created_at };
}

/**
 * Push notifications (docs/decisions.md, 'Push notifications'): the browsers each user turned
 * them on in, and the one channel every notification goes out through, with the alerts of a
 * group's money built on it. Later alerts use `channel` too.
 */
export function createNotificationsService({
  db,
  push,
  log,
}: {
  db: Kysely<Database>;
  push: PushTransport;
  log: FastifyBaseLogger;
}) {
  const channel = createPushChannel(db, push, log);

  return {
    channel,
    ...createMoneyAlerts(db, channel),

    /** Whether the server sends pushes, and the key a browser subscribes with. */
    config(): PushConfig {
      return { enabled: push.enabled, publicKey: push.publicKey };
    },

    /** The user's browsers that receive notifications, oldest first. */
    async list(userId: string): Promise<PushSubscriptionInfo[]> {
      return (await repository.listSubscriptions(db, userId)).map(toInfo);
    },

    /**
     * Turns notifications on in this browser for the user (again: its keys may have changed).
     * `language` is the one the browser reads the app in, for a user who chose none.
     */
    async register(
      userId: string,
      input: RegisterInput,
      browser: { language: Language; userAgent: string | undefined },
    ): Promise<PushSubscriptionInfo> {
      if (!push.enabled) throw conflict(PUSH_OFF);
      if (!isKnownPushService(input.endpoint)) {
        throw validationFailed(PUSH_SERVICE_UNKNOWN, { endpoint: [PUSH_SERVICE_UNKNOWN] });
      }
      const row = {
        id: randomUUID(),
        user_id: userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        language: browser.language,
        label: deviceLabel(browser.userAgent),
        created_at: isoNow(),
      };
      await repository.saveSubscription(db, row);
      await repository.keepNewestSubscriptions(db, userId, DEVICES_PER_USER);
      return toInfo(row);
    },

    /** This browser's notifications off; removing one that is not there is not an error. */
    async remove(userId: string, endpoint: string): Promise<void> {
      await repository.deleteSubscription(db, userId, endpoint);
    },

    /** Resolves when every queued notification has gone out or failed (tests, shutdown). */
    idle: () => channel.idle(),
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
