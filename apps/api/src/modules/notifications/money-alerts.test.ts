import {
  Currency,
  DEFAULT_PREFERENCES,
  IDEMPOTENCY_KEY_HEADER,
  MemberRole,
  SplitMethod,
  TransactionType,
  type PushSubscriptionInfo,
  type RegisterPushSubscriptionRequest,
} from '@budget/contract';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import { TEST_VAPID, browserSubscription, fakePush, type FakePush } from '../../test/push.ts';
import { startTestApp, type TestClient, type TestContext } from '../../test/test-app.ts';

interface Person {
  id: string;
  name: string;
  client: TestClient;
  device: RegisterPushSubscriptionRequest;
}

/** Intl writes Polish and English digits with no-break spaces; compared as plain ones. */
const plain = (text: string | undefined) => text?.replace(/\s/g, ' ');

/**
 * Who hears of a group's money, in which language, and that sending never holds or fails the
 * write (docs/decisions.md, 'Push notifications'). The push service is a fake: no network.
 */
describe.each(testDatabaseKinds())('push notifications of money [%s]', (kind) => {
  let ctx: TestContext;
  let push: FakePush;
  let groupId: string;
  // The Owner reads English (no language chosen, a browser in English); Ala chose Polish in
  // Settings; Bartek chose none, and his browser subscribed in Polish; Vera is a Viewer.
  let owner: Person;
  let ala: Person;
  let bartek: Person;
  let vera: Person;

  const subscribe = async (client: TestClient, language: string) => {
    const device = browserSubscription();
    const saved = await client.post('/notifications/subscriptions', device, {
      headers: { 'accept-language': language },
    });
    expect(saved.status, saved.text).toBe(201);
    return device;
  };
  const sentTo = (person: Person) => push.sent.filter((m) => m.endpoint === person.device.endpoint);
  const settled = async () => ctx.app.notifications.idle();
  const expense = (client: TestClient, amount: number, extra: Record<string, unknown> = {}) =>
    client.post('/transactions', {
      transactionType: TransactionType.Expense,
      name: 'Groceries',
      groupId,
      date: '2026-03-14',
      amount,
      currency: Currency.PLN,
      ...extra,
    });
  const payment = (client: TestClient, from: Person, to: Person, amount: number) =>
    client.post(`/groups/${groupId}/settlements`, {
      fromUserId: from.id,
      toUserId: to.id,
      amount,
      currency: Currency.EUR,
      date: '2026-03-15',
    });

  beforeAll(async () => {
    push = fakePush();
    ctx = await startTestApp(kind, TEST_VAPID, { pushSender: push });
    const fixture = await ownerWithGroup(ctx, 'Home');
    groupId = fixture.group.id;
    const person = async (joined: { user: { id: string; username: string }; client: TestClient }) =>
      ({ id: joined.user.id, name: joined.user.username, client: joined.client }) as Person;
    owner = await person({ user: fixture.owner, client: fixture.ownerClient });
    ala = await person(await memberOf(ctx, fixture));
    bartek = await person(await memberOf(ctx, fixture));
    vera = await person(await memberOf(ctx, fixture, MemberRole.Viewer));
    const chose = await ala.client.put('/users/me/preferences', {
      ...DEFAULT_PREFERENCES,
      language: 'pl',
    });
    expect(chose.status).toBe(200);
    owner.device = await subscribe(owner.client, 'en-US,en;q=0.9');
    ala.device = await subscribe(ala.client, 'en');
    bartek.device = await subscribe(bartek.client, 'pl-PL,pl;q=0.9');
    vera.device = await subscribe(vera.client, 'en');
  });
  afterAll(async () => {
    push.release();
    await ctx.close();
  });
  beforeEach(async () => {
    await settled();
    push.clear();
  });

  it('tells those an expense is split with, each in their language, not its author nor a Viewer left out', async () => {
    const made = await expense(owner.client, 120);
    expect(made.status, made.text).toBe(201);
    await settled();

    expect(sentTo(owner)).toEqual([]);
    expect(sentTo(vera)).toEqual([]);
    const [toAla] = sentTo(ala);
    const [toBartek] = sentTo(bartek);
    for (const message of [toAla, toBartek]) {
      expect(message?.title).toBe('Nowy wspólny wydatek w grupie Home');
      expect(plain(message?.body)).toBe(
        `${owner.name} dodał(a) wydatek „Groceries”: 120,00 PLN. Twoja część: 40,00 PLN.`,
      );
      expect(message?.url).toBe(`/transactions?groupId=${groupId}`);
      expect(message?.ttlSeconds).toBeGreaterThan(0);
    }
  });

  it('tells a member in English when they read English, with their own share', async () => {
    const split = {
      method: SplitMethod.Shares,
      parts: [
        { userId: owner.id, value: 3 },
        { userId: ala.id, value: 1 },
      ],
    };
    expect((await expense(ala.client, 1234.56, { split })).status).toBe(201);
    await settled();
    expect(sentTo(ala)).toEqual([]);
    expect(sentTo(bartek)).toEqual([]);
    expect(sentTo(owner).map((m) => [m.title, plain(m.body)])).toEqual([
      [
        'New shared expense in Home',
        `${ala.name} added “Groceries”: 1,234.56 PLN. Your share: 925.92 PLN.`,
      ],
    ]);
  });

  it('tells nobody of an income, of an expense only its author shares, or of a repeated create', async () => {
    const alone = { method: SplitMethod.Equal, parts: [{ userId: owner.id, value: 0 }] };
    expect((await expense(owner.client, 10, { split: alone })).status).toBe(201);
    const income = await owner.client.post('/transactions', {
      transactionType: TransactionType.Income,
      name: 'Salary',
      groupId,
      date: '2026-03-14',
      amount: 100,
      currency: Currency.PLN,
    });
    expect(income.status).toBe(201);
    await settled();
    expect(push.sent).toEqual([]);

    const headers = { [IDEMPOTENCY_KEY_HEADER]: randomUUID() };
    const body = {
      transactionType: TransactionType.Expense,
      name: 'Sent twice',
      groupId,
      date: '2026-03-14',
      amount: 30,
      currency: Currency.PLN,
    };
    expect((await owner.client.post('/transactions', body, { headers })).status).toBe(201);
    const repeat = await owner.client.post('/transactions', body, { headers });
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    await settled();
    expect(sentTo(ala)).toHaveLength(1);
    expect(sentTo(bartek)).toHaveLength(1);
  });

  it('tells the member a payment was recorded to, saying who recorded it for someone else', async () => {
    expect((await payment(ala.client, ala, owner, 45.5)).status).toBe(201);
    await settled();
    expect(push.sent.map((m) => [m.endpoint, m.title, plain(m.body), m.url])).toEqual([
      [
        owner.device.endpoint,
        'Payment recorded in Home',
        `${ala.name} paid you 45.50 EUR.`,
        `/balances?groupId=${groupId}`,
      ],
    ]);

    push.clear();
    expect((await payment(owner.client, bartek, ala, 12)).status).toBe(201);
    // Recorded by the one it was paid to: nobody else needs telling.
    expect((await payment(ala.client, bartek, ala, 1)).status).toBe(201);
    await settled();
    expect(push.sent.map((m) => [m.endpoint, m.title, plain(m.body)])).toEqual([
      [
        ala.device.endpoint,
        'Nowe rozliczenie w grupie Home',
        `${owner.name} zapisał(a), że ${bartek.name} zapłacił(a) Ci 12,00 EUR.`,
      ],
    ]);
  });

  it('never fails or holds the write when sending fails or hangs', async () => {
    push.failWith(ala.device.endpoint, new Error('push service unreachable'));
    push.failWith(bartek.device.endpoint, 500);
    push.hold(owner.device.endpoint);
    expect((await expense(vera.client, 5)).status).toBe(403);
    expect((await expense(ala.client, 20)).status).toBe(201);
    // The Owner's push is still on its way: the write answered without waiting for it.
    expect((await payment(ala.client, ala, owner, 1)).status).toBe(201);
    push.release();
    await settled();
    expect(sentTo(owner)).toHaveLength(2);
    // A failure that is not the subscription's end keeps it.
    const left = await ctx.app.db.selectFrom('push_subscriptions').select('endpoint').execute();
    expect(left.map((row) => row.endpoint)).toEqual(
      expect.arrayContaining([ala.device.endpoint, bartek.device.endpoint]),
    );
  });

  it('removes a subscription its push service says is gone (410 or 404)', async () => {
    push.failWith(ala.device.endpoint, 410);
    push.failWith(bartek.device.endpoint, 404);
    expect((await expense(owner.client, 9)).status).toBe(201);
    await settled();
    for (const person of [ala, bartek]) {
      const devices = await person.client.get<PushSubscriptionInfo[]>(
        '/notifications/subscriptions',
      );
      expect(devices.body.data).toEqual([]);
    }
    const ownDevices = await owner.client.get<PushSubscriptionInfo[]>(
      '/notifications/subscriptions',
    );
    expect(ownDevices.body.data.map((d) => d.endpoint)).toEqual([owner.device.endpoint]);
  });
});
