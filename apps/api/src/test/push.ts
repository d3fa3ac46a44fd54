import type { RegisterPushSubscriptionRequest } from '@budget/contract';
import { randomBytes } from 'node:crypto';
import type { PushSender, PushTarget } from '../plugins/push.ts';

/** A VAPID identity of web-push's generateVAPIDKeys, for tests only: push on. */
export const TEST_VAPID = {
  VAPID_PUBLIC_KEY:
    'BKfamSgPzHhglb5rkcZHENM-OiDGRh9lGFzUZiH9bKXODFrftLgk7eI3TCrKuh_aUkLUFWmM2ADDQu5ERpMJTaU',
  VAPID_PRIVATE_KEY: 'P4gP6nPMDrrWnjOwgnKjP2cXWWMwEU1JT5k9Pi-5eGI',
  VAPID_SUBJECT: 'mailto:admin@example.test',
};

/** What the service worker gets (apps/api/src/modules/notifications/notification-texts.ts). */
export interface SentPush {
  endpoint: string;
  title: string;
  body: string;
  url: string;
  tag: string;
  ttlSeconds: number;
}

/**
 * A push service stand-in (no network): keeps what it is given, or fails an endpoint as told
 * (an HTTP status as web-push's errors carry it, or any error), or holds it until released.
 */
export interface FakePush extends PushSender {
  sent: SentPush[];
  failWith(endpoint: string, failure: number | Error): void;
  /** Sends to the endpoint wait until `release` is called. */
  hold(endpoint: string): void;
  release(): void;
  clear(): void;
}

export function fakePush(): FakePush {
  const sent: SentPush[] = [];
  const failures = new Map<string, number | Error>();
  const held = new Set<string>();
  let releaseAll: () => void = () => undefined;
  let released = new Promise<void>((resolve) => (releaseAll = resolve));
  return {
    sent,
    async send(target: PushTarget, payload, options) {
      if (held.has(target.endpoint)) await released;
      const failure = failures.get(target.endpoint);
      if (typeof failure === 'number') {
        throw Object.assign(new Error(`Received unexpected response code ${failure}`), {
          statusCode: failure,
        });
      }
      if (failure) throw failure;
      const message = JSON.parse(payload) as Omit<SentPush, 'endpoint' | 'ttlSeconds'>;
      sent.push({ endpoint: target.endpoint, ...message, ttlSeconds: options.ttlSeconds });
    },
    failWith: (endpoint, failure) => failures.set(endpoint, failure),
    hold: (endpoint) => held.add(endpoint),
    release() {
      held.clear();
      releaseAll();
      released = new Promise<void>((resolve) => (releaseAll = resolve));
    },
    clear() {
      sent.length = 0;
      failures.clear();
    },
  };
}

/** A browser's subscription as PushSubscription.toJSON() writes it, at a made-up push service. */
export function browserSubscription(): RegisterPushSubscriptionRequest {
  const p256dh = Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url');
  return {
    endpoint: `https://fcm.googleapis.com/fcm/send/${randomBytes(12).toString('hex')}`,
    keys: { p256dh, auth: randomBytes(16).toString('base64url') },
  };
}
