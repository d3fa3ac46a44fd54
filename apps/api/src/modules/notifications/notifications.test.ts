import type { PushConfig, PushSubscriptionInfo } from '@budget/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, signIn } from '../../test/accounts.ts';
import { testDatabaseKinds } from '../../test/databases.ts';
import { describeEachDatabase } from '../../test/each-database.ts';
import { TEST_VAPID, browserSubscription, fakePush } from '../../test/push.ts';
import { startTestApp, type TestClient, type TestContext } from '../../test/test-app.ts';
import { DEVICES_PER_USER } from './notifications.service.ts';

const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describeEachDatabase('push notifications without VAPID keys', (ctx) => {
  it('says push is off, and refuses a subscription in the reader’s language', async () => {
    const client = await signIn(ctx(), await createUser(ctx()));
    const config = await client.get<PushConfig>('/notifications/push');
    expect(config.status).toBe(200);
    expect(config.body.data).toEqual({ enabled: false, publicKey: null });

    const refused = await client.post('/notifications/subscriptions', browserSubscription());
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]?.message).toBe(
      'Push notifications are off on this server: it has no VAPID keys',
    );
    const polish = await client.post('/notifications/subscriptions', browserSubscription(), {
      headers: { 'accept-language': 'pl' },
    });
    expect(polish.body.errors[0]?.message).toBe(
      'Powiadomienia push są na tym serwerze wyłączone: nie ma on kluczy VAPID',
    );
  });

  it('answers nobody without a session', async () => {
    const anonymous = ctx().client();
    expect((await anonymous.get('/notifications/push')).status).toBe(401);
    expect((await anonymous.post('/notifications/subscriptions', {})).status).toBe(401);
  });
});

describe.each(testDatabaseKinds())('push subscriptions [%s]', (kind) => {
  let ctx: TestContext;
  let ann: TestClient;
  let bob: TestClient;

  const devices = async (client: TestClient) => {
    const listed = await client.get<PushSubscriptionInfo[]>('/notifications/subscriptions');
    expect(listed.status, listed.text).toBe(200);
    return listed.body.data.map((device) => device.endpoint);
  };

  beforeAll(async () => {
    ctx = await startTestApp(kind, TEST_VAPID, { pushSender: fakePush() });
    ann = await signIn(ctx, await createUser(ctx, { prefix: 'ann' }));
    bob = await signIn(ctx, await createUser(ctx, { prefix: 'bob' }));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('gives browsers the public key to subscribe with', async () => {
    const config = await ann.get<PushConfig>('/notifications/push');
    expect(config.body.data).toEqual({ enabled: true, publicKey: TEST_VAPID.VAPID_PUBLIC_KEY });
  });

  it('keeps a browser’s subscription, named by its browser, once per endpoint', async () => {
    const browser = browserSubscription();
    const saved = await ann.post<PushSubscriptionInfo>('/notifications/subscriptions', browser, {
      headers: { 'user-agent': CHROME_ANDROID },
    });
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body.data).toMatchObject({
      endpoint: browser.endpoint,
      label: 'Chrome on Android',
    });
    // Turned on again (new keys after the browser renewed them): still one.
    const again = await ann.post('/notifications/subscriptions', {
      ...browser,
      keys: browserSubscription().keys,
    });
    expect(again.status).toBe(201);
    expect(await devices(ann)).toEqual([browser.endpoint]);
  });

  it('moves a browser to the account that turned it on last, and lets only its owner remove it', async () => {
    const browser = browserSubscription();
    expect((await ann.post('/notifications/subscriptions', browser)).status).toBe(201);
    expect((await bob.post('/notifications/subscriptions', browser)).status).toBe(201);
    expect(await devices(ann)).not.toContain(browser.endpoint);
    expect(await devices(bob)).toEqual([browser.endpoint]);

    const query = { endpoint: browser.endpoint };
    expect((await ann.delete('/notifications/subscriptions', { query })).status).toBe(200);
    expect(await devices(bob)).toEqual([browser.endpoint]);
    expect((await bob.delete('/notifications/subscriptions', { query })).status).toBe(200);
    expect(await devices(bob)).toEqual([]);
    // Off twice is still off.
    expect((await bob.delete('/notifications/subscriptions', { query })).status).toBe(200);
  });

  it('keeps a user’s twenty newest browsers', async () => {
    const client = await signIn(ctx, await createUser(ctx, { prefix: 'many' }));
    const browsers = Array.from({ length: DEVICES_PER_USER + 1 }, () => browserSubscription());
    for (const browser of browsers) {
      expect((await client.post('/notifications/subscriptions', browser)).status).toBe(201);
    }
    const kept = await devices(client);
    expect(kept).toHaveLength(DEVICES_PER_USER);
    expect(kept).toContain(browsers.at(-1)?.endpoint);
  });

  it('refuses what is not a browser’s subscription, naming each field', async () => {
    const browser = browserSubscription();
    const cases: [unknown, string, string][] = [
      [{ ...browser, endpoint: 'http://push.example.test/x' }, 'endpoint', 'https://'],
      [{ ...browser, endpoint: 'javascript:alert(1)' }, 'endpoint', 'https://'],
      [
        { ...browser, endpoint: `https://push.example.test/${'a'.repeat(2048)}` },
        'endpoint',
        'at most 2048',
      ],
      [{ ...browser, keys: { ...browser.keys, p256dh: 'short' } }, 'keys.p256dh', 'P-256'],
      [
        { ...browser, keys: { ...browser.keys, auth: 'not base64!not base64' } },
        'keys.auth',
        'base64url',
      ],
      [{ endpoint: browser.endpoint }, 'keys', ''],
      // The server posts to the endpoint: only the browsers' push services, never a host of
      // the caller's choosing (push-services.ts).
      [{ ...browser, endpoint: 'https://127.0.0.1:5432/x' }, 'endpoint', "browser's push service"],
      [
        { ...browser, endpoint: 'https://push.example.test/x' },
        'endpoint',
        "browser's push service",
      ],
    ];
    for (const [body, field, words] of cases) {
      const refused = await ann.post('/notifications/subscriptions', body);
      expect(refused.status, field).toBe(400);
      const details = refused.body.errors[0]?.details ?? {};
      expect(details[field]?.join(' '), field).toContain(words);
    }
    const badRemoval = await ann.delete('/notifications/subscriptions', {
      query: { endpoint: 'ftp://x' },
    });
    expect(badRemoval.status).toBe(400);
  });

  it('turns a deleted account’s notifications off at once', async () => {
    const user = await createUser(ctx, { prefix: 'gone' });
    const client = await signIn(ctx, user);
    expect((await client.post('/notifications/subscriptions', browserSubscription())).status).toBe(
      201,
    );
    const deleted = await client.delete('/users/delete-profile');
    expect(deleted.status, deleted.text).toBe(200);
    const left = await ctx.app.db
      .selectFrom('push_subscriptions')
      .select('id')
      .where('user_id', '=', user.id)
      .execute();
    expect(left).toEqual([]);
  });
});
