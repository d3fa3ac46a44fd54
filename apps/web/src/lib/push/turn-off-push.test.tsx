import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, stubApi } from '@/test/api-stub.ts';
import { turnOffPushOnSignOut } from './turn-off-push.ts';

const ENDPOINT = 'https://push.example.test/send/this-browser';

/** jsdom has no push: a browser whose worker holds a subscription, or none. */
function fakePushBrowser(subscribed: boolean) {
  const unsubscribe = vi.fn(async () => true);
  const subscription = subscribed ? { endpoint: ENDPOINT, unsubscribe } : null;
  const registration = { pushManager: { getSubscription: async () => subscription } };
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: async () => registration },
    configurable: true,
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', class {});
  vi.stubGlobal('isSecureContext', true);
  return { unsubscribe };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.unstubAllGlobals();
});

describe('signing out in a browser with notifications on', () => {
  it('has the server forget it, then unsubscribes it', async () => {
    const { unsubscribe } = fakePushBrowser(true);
    const api = stubApi({ 'DELETE /notifications/subscriptions': () => null });
    await turnOffPushOnSignOut();
    const removed = callsTo(api, 'DELETE /notifications/subscriptions');
    expect(removed.map((call) => call.url.searchParams.get('endpoint'))).toEqual([ENDPOINT]);
    expect(unsubscribe).toHaveBeenCalled();
  });

  it('unsubscribes even when the server cannot be reached, and asks nothing without one', async () => {
    const { unsubscribe } = fakePushBrowser(true);
    stubApi({});
    await turnOffPushOnSignOut();
    expect(unsubscribe).toHaveBeenCalled();

    fakePushBrowser(false);
    const api = stubApi({});
    await turnOffPushOnSignOut();
    expect(api).not.toHaveBeenCalled();
  });
});
