/**
 * This browser's side of push notifications (docs/decisions.md, 'Push notifications'): whether
 * it can receive them, and its pushManager subscription through the app's service worker
 * (apps/web/pwa.ts, public/sw-push.js). The server's side is the API's /notifications calls.
 */

/** 'insecure': service workers need https (or localhost), so the browser offers no push. */
export type PushSupport = 'supported' | 'unsupported' | 'insecure';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'unsupported';
  if (!window.isSecureContext) return 'insecure';
  const supported =
    'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return supported ? 'supported' : 'unsupported';
}

/** What this browser was told about notifications for the app: 'default' until it asks. */
export function notificationPermission(): NotificationPermission {
  return pushSupport() === 'supported' ? Notification.permission : 'default';
}

/** Why turning notifications on in this browser did not work. */
export type PushDeviceProblem =
  /** The user (or the browser's settings) refused the permission. */
  | 'denied'
  /** The permission prompt was closed without an answer. */
  | 'dismissed'
  /** The app's service worker is not running (the development server registers none). */
  | 'no-worker'
  /** The browser's push service refused or could not be reached. */
  | 'failed';

export class PushDeviceError extends Error {
  readonly problem: PushDeviceProblem;

  constructor(problem: PushDeviceProblem, message: string = problem) {
    super(message);
    this.name = 'PushDeviceError';
    this.problem = problem;
  }
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  if (pushSupport() !== 'supported') return undefined;
  return navigator.serviceWorker.getRegistration();
}

/** This browser's push endpoint, or null when it has no subscription. */
export async function thisDeviceEndpoint(): Promise<string | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  return subscription?.endpoint ?? null;
}

/** A VAPID key as the bytes pushManager.subscribe takes (every browser takes these). */
function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const text = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(text, (character) => character.charCodeAt(0));
}

function sameBytes(buffer: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!buffer || buffer.byteLength !== bytes.length) return false;
  const own = new Uint8Array(buffer);
  return own.every((byte, index) => byte === bytes[index]);
}

/**
 * Asks the permission, then subscribes through the service worker with the server's key: a
 * subscription made for another key (the server's keys changed) is replaced.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJSON> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushDeviceError('denied');
  if (permission !== 'granted') throw new PushDeviceError('dismissed');
  const worker = await registration();
  if (!worker) throw new PushDeviceError('no-worker');
  const ready = await navigator.serviceWorker.ready;
  const key = keyBytes(publicKey);
  try {
    let subscription = await ready.pushManager.getSubscription();
    if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await ready.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return subscription.toJSON();
  } catch (error) {
    throw new PushDeviceError('failed', error instanceof Error ? error.message : String(error));
  }
}

/** Ends this browser's subscription; its endpoint, or null when it had none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await (await registration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
