import { Currency, TransactionType, type Group } from '@budget/contract';
import Fastify from 'fastify';
import fp from 'fastify-plugin';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createWritePath, type WritePath } from './modules/write-path/write-path.ts';
import { SERVICE_PLUGINS } from './services.ts';
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

describe('the service plugins', () => {
  it("are refused, with fastify-plugin's error, without a plugin they depend on", async () => {
    const bare = Fastify({ logger: false });
    for (const plugin of SERVICE_PLUGINS) bare.register(plugin);
    await expect(bare.ready()).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: "The dependency 'config' of plugin 'rates' is not registered",
    });

    // Everything but the rates (the first), which the write path is built on.
    const withoutRates = Fastify({ logger: false });
    for (const name of ['config', 'database', 'mailer']) {
      withoutRates.register(fp(async () => undefined, { name }));
    }
    for (const plugin of SERVICE_PLUGINS.slice(1)) withoutRates.register(plugin);
    await expect(withoutRates.ready()).rejects.toMatchObject({
      code: 'FST_ERR_PLUGIN_DEPENDENCY_NOT_REGISTERED',
      message: "The dependency 'rates' of plugin 'writes' is not registered",
    });
  });
});
