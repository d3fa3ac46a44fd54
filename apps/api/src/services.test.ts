import { Currency, TransactionType, type Group } from '@budget/contract';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { transactionsServicePlugin } from './modules/transactions/transactions.plugin.ts';
import { writePathPlugin } from './modules/write-path/write-path.plugin.ts';
import { createWritePath, type WritePath } from './modules/write-path/write-path.ts';
import { servicePluginName } from './plugins/service-plugin.ts';
import { testDatabaseKinds } from './test/databases.ts';
import { memberOf, ownerWithGroup } from './test/groups.ts';
import { startTestApp, type TestContext, type TestResponse } from './test/test-app.ts';

vi.mock(import('./modules/write-path/write-path.ts'), async (importOriginal) => {
  const actual = await importOriginal();
  return { ...actual, createWritePath: vi.fn(actual.createWritePath) };
});

const OFX = readFileSync(
  new URL('./modules/imports/samples/multi-account.ofx', import.meta.url),
  'utf8',
);

describe.each(testDatabaseKinds())('the services [%s]', (kind) => {
  let ctx: TestContext;
  beforeAll(async () => {
    vi.mocked(createWritePath).mockClear();
    ctx = await startTestApp(kind);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('are built on one write path, the one the app is decorated with', () => {
    expect(createWritePath).toHaveBeenCalledOnce();
    expect(createWritePath).toHaveReturnedWith(ctx.app.writes);
  });

  it("write a group's money through app.writes, whichever module is asked", async () => {
    const fixture = await ownerWithGroup(ctx, 'Wired');
    const partner = await memberOf(ctx, fixture);
    const client = fixture.ownerClient;
    const groupId = fixture.group.id;
    const spend = {
      name: 'Groceries',
      groupId,
      date: '2024-03-10',
      amount: 12.5,
      currency: Currency.PLN,
      transactionType: TransactionType.Expense,
      categoryIds: [],
    };
    const restore = async () => {
      const backup = await client.get(`/groups/${groupId}/backup`);
      return client.post<Group>('/groups/restore', JSON.parse(backup.text));
    };
    const steps: [string, keyof WritePath, () => Promise<TestResponse>][] = [
      ['categories', 'createCategory', () => client.post('/categories', { name: 'Food', groupId })],
      ['transactions', 'createTransaction', () => client.post('/transactions', spend)],
      [
        'budgets',
        'createBudget',
        () =>
          client.post('/budgets', {
            name: 'Food',
            groupId,
            amount: 100,
            currency: Currency.PLN,
            periodType: 2,
            startDate: '2024-03-01',
          }),
      ],
      [
        'groups',
        'updateGroup',
        () => client.put('/groups', { groupId, name: 'Wired 2', timeZone: 'Europe/Warsaw' }),
      ],
      [
        'imports',
        'importTransactions',
        () => client.post('/imports', { groupId, fileName: 'statement.ofx', content: OFX }),
      ],
      ['backups', 'importTransactions', restore],
      [
        'sharing',
        'createTransaction',
        () =>
          client.post(`/groups/${groupId}/settlements`, {
            fromUserId: fixture.owner.id,
            toUserId: partner.user.id,
            amount: 5,
            currency: Currency.PLN,
            date: '2024-03-11',
          }),
      ],
    ];
    for (const [service, method, send] of steps) {
      const spy = vi.spyOn(ctx.app.writes, method);
      const response = await send();
      expect(response.status, `${service}: ${JSON.stringify(response.body?.errors)}`).toBeLessThan(
        300,
      );
      expect(spy, `${service} writes through app.writes.${method}`).toHaveBeenCalled();
      spy.mockRestore();
    }
  });
});

describe('a service plugin', () => {
  it('is named after what it decorates, as dependencies name it', () => {
    expect(servicePluginName('writes')).toBe('writes-service');
    expect(servicePluginName('invitationLinks')).toBe('invitation-links-service');
  });

  it("is refused, with fastify-plugin's error, without a plugin it depends on", async () => {
    const alone = Fastify({ logger: false });
    alone.register(transactionsServicePlugin);
    await expect(alone.ready()).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: "The dependency 'database' of plugin 'transactions-service' is not registered",
    });

    // The write path is built on the rates: a database alone is not enough.
    const withDatabase = Fastify({ logger: false });
    withDatabase.register(fp(async () => undefined, { name: 'database' }));
    withDatabase.register(writePathPlugin);
    await expect(withDatabase.ready()).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: "The dependency 'rates-service' of plugin 'writes-service' is not registered",
    });
  });
});
