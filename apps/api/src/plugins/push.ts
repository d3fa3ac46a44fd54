import type { FastifyInstance } from 'fastify';
import { createRequire } from 'node:module';
import fp from 'fastify-plugin';
import type WebPush from 'web-push';
import type { PushConfig } from './config.ts';

/** Where a browser receives pushes, as its pushManager subscription names it. */
export interface PushTarget {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushOptions {
  /** How long the push service keeps a message for a device that is offline. */
  ttlSeconds: number;
}

/**
 * Hands one encrypted message to a browser's push service. Resolves once the service took it;
 * rejects otherwise, with the service's HTTP status as `statusCode` when it answered (404 and
 * 410: the subscription is gone for good).
 */
export interface PushSender {
  send(target: PushTarget, payload: string, options: PushOptions): Promise<void>;
}

export interface PushTransport {
  /** Whether VAPID keys are configured (docs/decisions.md, 'Push notifications'). */
  enabled: boolean;
  /** The key browsers subscribe with (applicationServerKey); null when push is off. */
  publicKey: string | null;
  sender: PushSender | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    push: PushTransport;
  }
}

/** How long one push service may take to answer before the send counts as failed. */
const SEND_TIMEOUT_MS = 10_000;

/** Sends with web-push, signed with the server's VAPID keys. */
export function webPushSender(vapid: PushConfig): PushSender {
  // Loaded only when push is configured, as nodemailer is for mail: it costs start time.
  const webPush = createRequire(import.meta.url)('web-push') as typeof WebPush;
  const vapidDetails = {
    subject: vapid.subject,
    publicKey: vapid.publicKey,
    privateKey: vapid.privateKey,
  };
  return {
    async send(target, payload, options) {
      await webPush.sendNotification(target, payload, {
        vapidDetails,
        TTL: options.ttlSeconds,
        urgency: 'normal',
        timeout: SEND_TIMEOUT_MS,
      });
    },
  };
}

/** The HTTP status a push service answered a failed send with, if it answered. */
export function pushStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return undefined;
  const { statusCode } = error;
  return typeof statusCode === 'number' ? statusCode : undefined;
}

/**
 * `app.push`: the Web Push transport, on when VAPID keys are configured. Tests pass a sender of
 * their own (no network); the notifications module decides what is sent to whom.
 */
export const pushPlugin = fp(
  async (app: FastifyInstance, options: { vapid: PushConfig | null; sender?: PushSender }) => {
    const { vapid } = options;
    app.decorate('push', {
      enabled: vapid !== null,
      publicKey: vapid?.publicKey ?? null,
      sender: vapid ? (options.sender ?? webPushSender(vapid)) : null,
    } satisfies PushTransport);
  },
  { name: 'push' },
);
