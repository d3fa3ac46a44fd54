import type { PushConfig, PushSubscriptionInfo } from '@budget/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '@/lib/i18n/i18n.ts';
import type * as PushDeviceModule from '@/lib/push/push-device.ts';
import { createQueryClient } from '@/lib/query-client.ts';
import { sessionKeys } from '@/lib/query-keys.ts';
import { callsTo, profileOf, stubApi } from '@/test/api-stub.ts';
import { renderRoute } from '@/test/render.tsx';
import { NotificationsCard } from './notifications-card.tsx';

// jsdom has neither service workers nor push: this browser's side is played here.
const browser = vi.hoisted(() => ({
  support: 'supported' as 'supported' | 'unsupported' | 'insecure',
  permission: 'default' as NotificationPermission,
  endpoint: null as string | null,
  subscribe: null as null | (() => Promise<PushSubscriptionJSON>),
}));

vi.mock('@/lib/push/push-device.ts', async () => {
  const actual = await vi.importActual<typeof PushDeviceModule>('@/lib/push/push-device.ts');
  return {
    ...actual,
    pushSupport: () => browser.support,
    notificationPermission: () => browser.permission,
    thisDeviceEndpoint: async () => browser.endpoint,
    subscribeThisDevice: async () => {
      if (browser.subscribe) return browser.subscribe();
      browser.permission = 'granted';
      browser.endpoint = ENDPOINT;
      return { endpoint: ENDPOINT, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } };
    },
    unsubscribeThisDevice: async () => {
      const endpoint = browser.endpoint;
      browser.endpoint = null;
      return endpoint;
    },
  };
});

const ENDPOINT = 'https://push.example.test/send/this-browser';
const ON: PushConfig = { enabled: true, publicKey: 'BPublicKey' };
const OFF: PushConfig = { enabled: false, publicKey: null };

function renderCard(config: PushConfig, devices: PushSubscriptionInfo[] = []) {
  const known = [...devices];
  const api = stubApi({
    'GET /notifications/push': () => config,
    'GET /notifications/subscriptions': () => known,
    'POST /notifications/subscriptions': ({ body }) => {
      const device = { ...(body as { endpoint: string }), label: null, createdAt: '' };
      known.push({ endpoint: device.endpoint, label: null, createdAt: '2026-03-14T10:00:00.000Z' });
      return device;
    },
    'DELETE /notifications/subscriptions': ({ url }) => {
      const endpoint = url.searchParams.get('endpoint');
      known.splice(0, known.length, ...known.filter((d) => d.endpoint !== endpoint));
      return null;
    },
  });
  const queryClient = createQueryClient();
  queryClient.setQueryData(sessionKeys.current(), profileOf());
  renderRoute(<NotificationsCard />, { queryClient });
  return api;
}

const theSwitch = () =>
  screen.getByRole<HTMLButtonElement>('switch', { name: 'Notify me on this device' });
const isOn = () => theSwitch().getAttribute('aria-checked') === 'true';
const isDisabled = () => theSwitch().disabled;

beforeEach(() => {
  Object.assign(browser, {
    support: 'supported',
    permission: 'default',
    endpoint: null,
    subscribe: null,
  });
});
afterEach(async () => {
  await setLanguage('en');
});

describe('the Notifications card', () => {
  it('turns this device on, asking the browser and registering it, and off again', async () => {
    const api = renderCard(ON);
    await waitFor(() => expect(isDisabled()).toBe(false));
    expect(isOn()).toBe(false);
    expect(screen.getByText('Off for this device.')).toBeTruthy();

    await userEvent.click(theSwitch());
    await waitFor(() => expect(isOn()).toBe(true));
    expect(screen.getByText('On for this device.')).toBeTruthy();
    expect(callsTo(api, 'POST /notifications/subscriptions')[0]?.body).toMatchObject({
      endpoint: ENDPOINT,
      keys: { auth: 'a'.repeat(22) },
    });

    await userEvent.click(theSwitch());
    await waitFor(() => expect(isOn()).toBe(false));
    const removed = callsTo(api, 'DELETE /notifications/subscriptions')[0];
    expect(removed?.url.searchParams.get('endpoint')).toBe(ENDPOINT);
    expect(browser.endpoint).toBeNull();
  });

  it('shows a browser subscription the server does not know as off', async () => {
    browser.permission = 'granted';
    browser.endpoint = ENDPOINT;
    renderCard(ON, [{ endpoint: 'https://push.example.test/other', label: null, createdAt: '' }]);
    await waitFor(() => expect(isDisabled()).toBe(false));
    expect(isOn()).toBe(false);
  });

  it('shows it on when the server sends to this browser', async () => {
    browser.permission = 'granted';
    browser.endpoint = ENDPOINT;
    renderCard(ON, [{ endpoint: ENDPOINT, label: 'Chrome on Linux', createdAt: '' }]);
    await waitFor(() => expect(isOn()).toBe(true));
  });

  it('disables the switch and says why when the server has push off', async () => {
    renderCard(OFF);
    expect(await screen.findByText(/turned off on this server/)).toBeTruthy();
    expect(isDisabled()).toBe(true);
  });

  it('says when the browser cannot receive notifications, asking the server nothing', async () => {
    browser.support = 'unsupported';
    const api = renderCard(ON);
    expect(screen.getByText(/This browser cannot receive push notifications/)).toBeTruthy();
    expect(isDisabled()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(callsTo(api, 'GET /notifications/subscriptions')).toEqual([]);
  });

  it('explains how to allow notifications the browser blocks', async () => {
    browser.permission = 'denied';
    renderCard(ON);
    expect(await screen.findByText(/Notifications are blocked for Budget App/)).toBeTruthy();
    expect(screen.getByText(/set Notifications to Allow/)).toBeTruthy();
    expect(isDisabled()).toBe(true);
  });

  it('says so when the permission is refused at the question', async () => {
    const { PushDeviceError } = await import('@/lib/push/push-device.ts');
    browser.subscribe = async () => {
      browser.permission = 'denied';
      throw new PushDeviceError('denied');
    };
    const api = renderCard(ON);
    await waitFor(() => expect(isDisabled()).toBe(false));
    await userEvent.click(theSwitch());
    expect(await screen.findByText(/Notifications are blocked for Budget App/)).toBeTruthy();
    expect(isDisabled()).toBe(true);
    expect(callsTo(api, 'POST /notifications/subscriptions')).toEqual([]);
  });

  it('reports a push service that cannot be reached, leaving the switch off', async () => {
    const { PushDeviceError } = await import('@/lib/push/push-device.ts');
    browser.subscribe = async () => {
      browser.permission = 'granted';
      throw new PushDeviceError('failed', 'Registration failed - push service not available');
    };
    renderCard(ON);
    await waitFor(() => expect(isDisabled()).toBe(false));
    await userEvent.click(theSwitch());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This browser could not subscribe to notifications: Registration failed - push service not available',
    );
    expect(isOn()).toBe(false);
    expect(isDisabled()).toBe(false);
  });

  it('is written in Polish', async () => {
    await setLanguage('pl');
    renderCard(OFF);
    expect(await screen.findByText(/Powiadomienia push są wyłączone/)).toBeTruthy();
    const polish = screen.getByRole<HTMLButtonElement>('switch', {
      name: 'Powiadamiaj mnie na tym urządzeniu',
    });
    expect(polish.disabled).toBe(true);
  });
});
