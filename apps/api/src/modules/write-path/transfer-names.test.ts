import {
  Currency,
  DEFAULT_PREFERENCES,
  type MoneyAccount,
  type Transaction,
} from '@budget/contract';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

/**
 * A transfer between accounts sent without a name is named in the language of the member who
 * writes it (docs/decisions.md, 'Languages'); a name sent is kept as it is.
 */
describeEachDatabase('the name of a transfer sent without one', (ctx) => {
  let home: GroupFixture;
  let polish: TestClient;
  let main: MoneyAccount;
  let savings: MoneyAccount;
  const base = () => `/groups/${home.group.id}`;

  const transfer = async (
    client: TestClient,
    body: Record<string, unknown> = {},
    headers?: Record<string, string>,
  ) => {
    const moved = await client.post<Transaction>(
      `${base()}/transfers`,
      {
        fromMoneyAccountId: main.id,
        toMoneyAccountId: savings.id,
        amount: 10,
        date: '2024-02-01',
        ...body,
      },
      { headers },
    );
    expect(moved.status, moved.text).toBe(201);
    return moved.body.data;
  };

  beforeAll(async () => {
    home = await ownerWithGroup(ctx());
    const accounts = await home.ownerClient.get<MoneyAccount[]>(`${base()}/money-accounts`);
    [main] = accounts.body.data as [MoneyAccount];
    const opened = await home.ownerClient.post<MoneyAccount>(`${base()}/money-accounts`, {
      name: 'Savings',
      currency: Currency.PLN,
      openingBalance: 0,
    });
    expect(opened.status, opened.text).toBe(201);
    savings = opened.body.data;
    polish = (await memberOf(ctx(), home)).client;
    const chosen = await polish.put('/users/me/preferences', {
      ...DEFAULT_PREFERENCES,
      language: 'pl',
    });
    expect(chosen.status, chosen.text).toBe(200);
  });

  it("is 'Transfer' in English, by default and for an English Accept-Language", async () => {
    expect((await transfer(home.ownerClient)).name).toBe('Transfer');
    expect((await transfer(home.ownerClient, { name: '' }, { 'accept-language': 'en' })).name).toBe(
      'Transfer',
    );
  });

  it("is 'Przelew' for a request whose Accept-Language is Polish", async () => {
    const moved = await transfer(home.ownerClient, {}, { 'accept-language': 'pl-PL,pl;q=0.9' });
    expect(moved.name).toBe('Przelew');
  });

  it("is 'Przelew' for a member who chose Polish, whatever the browser says", async () => {
    expect((await transfer(polish, {}, { 'accept-language': 'en' })).name).toBe('Przelew');
  });

  it('keeps a name that is sent, and names an edit sent without one as its writer reads', async () => {
    const named = await transfer(polish, { name: 'Savings for June' });
    expect(named.name).toBe('Savings for June');
    const edit = (client: TestClient) =>
      client.put<Transaction>(`${base()}/transfers/${named.id}`, {
        fromMoneyAccountId: main.id,
        toMoneyAccountId: savings.id,
        amount: 10,
        date: '2024-02-01',
      });
    const polishEdit = await edit(polish);
    expect(polishEdit.status, polishEdit.text).toBe(200);
    expect(polishEdit.body.data.name).toBe('Przelew');
    const englishEdit = await edit(home.ownerClient);
    expect(englishEdit.status, englishEdit.text).toBe(200);
    expect(englishEdit.body.data.name).toBe('Transfer');
  });
});
