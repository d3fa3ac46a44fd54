import { MoneyAccountMessage, type MoneyAccount } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import { accountsOf, cardWithRows } from './reconciliation-fixture.ts';

describeEachDatabase("a reconciled account's opening balance and date", (ctx) => {
  it('changes them only when the request confirms it, and anything else as before', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const { card, shop, fuel, payment, base } = await cardWithRows(home);
    const account = `/groups/${home.group.id}/money-accounts/${card.id}`;
    // Not reconciled yet: the opening balance changes as asked.
    expect((await client.put(account, { openingBalance: -90 })).status).toBe(200);
    expect((await client.put(account, { openingBalance: -100 })).status).toBe(200);
    await client.put(`${base}/cleared`, {
      transactionIds: [shop.id, fuel.id, payment.id],
      cleared: true,
    });
    expect(
      (await client.post(`${base}/reconcile`, { date: '2024-01-31', balance: -80 })).status,
    ).toBe(200);

    for (const change of [{ openingBalance: -90 }, { openingDate: '2023-12-01' }]) {
      const refused = await client.put<MoneyAccount>(account, { ...change, name: 'Visa' });
      expect(refused.status, JSON.stringify(change)).toBe(409);
      expect(refused.body.errors[0]?.message).toBe(MoneyAccountMessage.ReconciledOpening);
      expect(refused.body.errors[0]?.details).toEqual({
        confirmReconciled: [MoneyAccountMessage.ReconciledOpening],
      });
    }
    const unchanged = (await accountsOf(client, home.group.id)).find((a) => a.id === card.id);
    expect(unchanged).toMatchObject({
      name: 'Card',
      openingBalance: -100,
      openingDate: '2024-01-01',
      clearedBalance: -80,
    });

    // The same values sent again (as the form does) change nothing and are no question.
    const same = await client.put(account, {
      name: 'Visa',
      openingBalance: -100,
      openingDate: '2024-01-01',
    });
    expect(same.status).toBe(200);
    const confirmed = await client.put(account, {
      openingBalance: -90,
      openingDate: '2023-12-01',
      confirmReconciled: true,
    });
    expect(confirmed.status, JSON.stringify(confirmed.body.errors)).toBe(200);
    const changed = (await accountsOf(client, home.group.id)).find((a) => a.id === card.id);
    expect(changed).toMatchObject({
      name: 'Visa',
      openingBalance: -90,
      openingDate: '2023-12-01',
      clearedBalance: -70,
    });
  });
});
