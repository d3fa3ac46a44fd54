import { z } from 'zod';

/** Push notifications (docs/decisions.md, 'Push notifications'). */

/** Longest push-service address accepted: those of the browsers' services are a few hundred. */
export const PUSH_ENDPOINT_MAX = 2048;

/** Whether the server sends pushes (VAPID keys configured), and the key browsers subscribe with. */
export const pushConfigSchema = z.object({
  enabled: z.boolean(),
  /** The server's VAPID public key (base64url), the pushManager's applicationServerKey. */
  publicKey: z.string().nullable(),
});
export type PushConfig = z.infer<typeof pushConfigSchema>;

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

/** The push service's address a browser's subscription names; https only, as browsers give. */
const endpointField = z
  .string()
  .trim()
  .max(PUSH_ENDPOINT_MAX, `Push endpoint must be at most ${PUSH_ENDPOINT_MAX} characters`)
  .check(z.url({ protocol: /^https$/, error: 'Push endpoint must be an https:// URL' }));

/**
 * A subscription's keys as `PushSubscription.toJSON()` writes them: the browser's P-256 public
 * key (65 bytes: 87 base64url characters, 88 padded) and its 16-byte auth secret (22, or 24).
 */
const pushKeysSchema = z.object({
  p256dh: z
    .string()
    .regex(BASE64URL, 'Push key p256dh must be base64url text')
    .min(86, 'Push key p256dh must be a P-256 public key')
    .max(88, 'Push key p256dh must be a P-256 public key'),
  auth: z
    .string()
    .regex(BASE64URL, 'Push key auth must be base64url text')
    .min(22, 'Push key auth must be a 16-byte secret')
    .max(24, 'Push key auth must be a 16-byte secret'),
});

/** This browser's subscription, to be sent the signed-in user's notifications. */
export const registerPushSubscriptionSchema = z.object({
  endpoint: endpointField,
  keys: pushKeysSchema,
});
export type RegisterPushSubscriptionRequest = z.input<typeof registerPushSubscriptionSchema>;

/** A device of the user's that receives notifications. */
export const pushSubscriptionSchema = z.object({
  endpoint: z.string(),
  /** The browser it was turned on in, from its User-Agent; null when it sent none. */
  label: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type PushSubscriptionInfo = z.infer<typeof pushSubscriptionSchema>;

/** The subscription to remove: this browser's, turned off. */
export const removePushSubscriptionQuerySchema = z.object({ endpoint: endpointField });

/** The endpoints of push notifications, part of ApiEndpoints (api-endpoints.ts). */
export interface NotificationEndpoints {
  'GET /notifications/push': { response: PushConfig };
  'GET /notifications/subscriptions': { response: PushSubscriptionInfo[] };
  'POST /notifications/subscriptions': {
    body: RegisterPushSubscriptionRequest;
    response: PushSubscriptionInfo;
  };
  'DELETE /notifications/subscriptions': {
    query: z.input<typeof removePushSubscriptionQuerySchema>;
    response: null;
  };
}
