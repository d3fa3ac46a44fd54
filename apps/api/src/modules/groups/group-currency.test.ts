import { Currency, type Group, type MoneyAccount } from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';

describeEachDatabase("a new group's currency", (ctx) => {
  it('opens its first account in the currency asked for, and settles balances in it', async () => {
    const home = await ownerWithGroup(ctx());
    const accountsOf = async (groupId: string) =>
      (await home.ownerClient.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`)).body.data;
    // A household keeping euros starts with an account in euros, and settles balances in them.
    const euros = await home.ownerClient.post<Group>('/groups', {
      name: 'Berlin',
      currency: Currency.EUR,
    });
    expect((await accountsOf(euros.body.data.id))[0]?.currency).toBe(Currency.EUR);
    const sharing = await home.ownerClient.get<{ settlementCurrency: number }>(
      `/groups/${euros.body.data.id}/sharing`,
    );
    expect(sharing.body.data.settlementCurrency).toBe(Currency.EUR);
    const wrong = await home.ownerClient.post('/groups', { name: 'Nowhere', currency: 36 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0]?.details).toMatchObject({ currency: ['Select currency'] });
    // Left out: PLN, as before the form asked.
    const plain = await home.ownerClient.post<Group>('/groups', { name: 'Dom' });
    expect((await accountsOf(plain.body.data.id))[0]?.currency).toBe(Currency.PLN);
  });
});
