import { afterEach, describe, expect, it, vi } from 'vitest';
import { followNotificationClicks } from './notification-clicks.ts';

/** jsdom has no service workers: a container that delivers the worker's messages. */
function fakeWorkerContainer() {
  const container = Object.assign(new EventTarget(), { startMessages: vi.fn() });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return container;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('a notification clicked while the app is open', () => {
  it("shows the notification's page through the router, and only the app's own", () => {
    const container = fakeWorkerContainer();
    const navigate = vi.fn();
    followNotificationClicks(navigate);
    expect(container.startMessages).toHaveBeenCalled();

    const send = (data: unknown) => container.dispatchEvent(new MessageEvent('message', { data }));
    send({ type: 'notification-click', url: '/balances?groupId=g1' });
    send({ type: 'notification-click', url: 'https://elsewhere.example/phish' });
    send({ type: 'something-else', url: '/dashboard' });
    send(null);
    expect(navigate.mock.calls).toEqual([['/balances?groupId=g1']]);
  });
});
