import {
  Currency,
  MemberRole,
  MoneyAccountKind,
  MoneyAccountMessage,
  type Group,
  type MoneyAccount,
  type Transaction,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { openAccount, shopExpense } from '../../test/money-accounts.ts';
import { memberOf, ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

const accountsOf = async (client: TestClient, groupId: string) =>
  (await client.get<MoneyAccount[]>(`/groups/${groupId}/money-accounts`)).body.data;

describeEachDatabase('money accounts', (ctx) => {
  it('gives a new group one open account, named as asked or Main account', async () => {
    const home = await ownerWithGroup(ctx());
    const [main, ...others] = await accountsOf(home.ownerClient, home.group.id);
    expect(others).toEqual([]);
    expect(main).toMatchObject({
      name: 'Main account',
      kind: MoneyAccountKind.Current,
      currency: Currency.PLN,
      openingBalance: 0,
      balance: 0,
      closed: false,
      transactionCount: 0,
      lastTransactionDate: null,
    });
    const named = await home.ownerClient.post<Group>('/groups', {
      name: 'Trip',
      moneyAccountName: 'Wallet',
    });
    expect((await accountsOf(home.ownerClient, named.body.data.id))[0]?.name).toBe('Wallet');
    // Unnamed, it is named in the creator's language (docs/decisions.md, 'Languages').
    const polish = await home.ownerClient.post<Group>(
      '/groups',
      { name: 'Dom' },
      { headers: { 'accept-language': 'pl' } },
    );
    expect((await accountsOf(home.ownerClient, polish.body.data.id))[0]?.name).toBe('Konto główne');
  });

  it('creates, edits, closes and deletes accounts, with balances from their transactions', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const [main] = await accountsOf(client, home.group.id);
    const card = await openAccount(home, {
      name: ' Anna’s card ',
      kind: MoneyAccountKind.CreditCard,
      openingBalance: -120.5,
      openingDate: '2024-01-01',
      bankIdentifier: 'pl61 1090 1014 0000 0712 1981 2874',
      ownerUserId: home.owner.id,
    });
    expect(card).toMatchObject({
      name: 'Anna’s card',
      openingBalance: -120.5,
      bankIdentifier: 'PL61109010140000071219812874',
      ownerUserId: home.owner.id,
      balance: -120.5,
    });
    // Left out, a transaction goes to the first open account; named, to that one.
    const first = await client.post<Transaction>('/transactions', shopExpense(home.group.id, 10));
    expect(first.body.data.moneyAccountId).toBe(main?.id);
    const onCard = await client.post<Transaction>(
      '/transactions',
      shopExpense(home.group.id, 30.25, { moneyAccountId: card.id }),
    );
    expect(onCard.body.data.moneyAccountId).toBe(card.id);
    // An edit that names no account keeps the one it is in.
    const edited = await client.put<Transaction>('/transactions', {
      ...shopExpense(home.group.id, 40),
      transactionId: onCard.body.data.id,
    });
    expect(edited.body.data.moneyAccountId).toBe(card.id);
    const listed = await accountsOf(client, home.group.id);
    expect(listed.find((a) => a.id === card.id)).toMatchObject({
      balance: -160.5,
      transactionCount: 1,
      lastTransactionDate: '2024-02-01',
    });

    const renamed = await client.put<MoneyAccount>(
      `/groups/${home.group.id}/money-accounts/${card.id}`,
      { name: 'Visa', bankIdentifier: null, closed: true },
    );
    expect(renamed.status, JSON.stringify(renamed.body.errors)).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Visa', bankIdentifier: null, closed: true });
    expect(renamed.body.data.closedAt).not.toBeNull();
    // A closed account takes no new transactions; open accounts come first in the list.
    const refused = await client.post(
      '/transactions',
      shopExpense(home.group.id, 1, { moneyAccountId: card.id }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]?.details).toEqual({
      moneyAccountId: [MoneyAccountMessage.NotOpenAccount],
    });
    expect((await accountsOf(client, home.group.id)).map((a) => a.name)).toEqual([
      'Main account',
      'Visa',
    ]);
    // Holding a transaction, it cannot be deleted; emptied, it can.
    const held = await client.delete(`/groups/${home.group.id}/money-accounts/${card.id}`);
    expect(held.status).toBe(409);
    expect(held.body.errors[0]?.message).toBe(MoneyAccountMessage.HoldsTransactions);
    await client.delete(`/transactions/${onCard.body.data.id}`);
    const deleted = await client.delete(`/groups/${home.group.id}/money-accounts/${card.id}`);
    expect(deleted.status).toBe(200);
    expect(await accountsOf(client, home.group.id)).toHaveLength(1);
    expect(await ctx().app.writes.checkGroup(home.group.id, false)).toEqual([]);
  });

  it('keeps one open account, unique names and a currency its transactions are in', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const [main] = await accountsOf(client, home.group.id);
    const path = `/groups/${home.group.id}/money-accounts/${main?.id}`;
    const closing = await client.put(path, { closed: true });
    expect(closing.status).toBe(409);
    expect(closing.body.errors[0]?.details).toEqual({
      closed: [MoneyAccountMessage.LastOpenAccount],
    });
    expect((await client.delete(path)).status).toBe(409);
    const twin = await client.post(`/groups/${home.group.id}/money-accounts`, {
      name: 'MAIN ACCOUNT',
      currency: Currency.EUR,
    });
    expect(twin.status).toBe(409);
    expect(twin.body.errors[0]?.details).toEqual({ name: [MoneyAccountMessage.NameTaken] });
    // Empty, its currency may change; holding PLN, only to PLN.
    expect((await client.put(path, { currency: Currency.EUR })).status).toBe(200);
    await client.post(
      '/transactions',
      shopExpense(home.group.id, 5, { currency: Currency.EUR, moneyAccountId: main?.id }),
    );
    const changed = await client.put(path, { currency: Currency.USD });
    expect(changed.status).toBe(409);
    expect(changed.body.errors[0]?.details).toEqual({
      currency: [MoneyAccountMessage.OtherCurrencyHeld],
    });
    const stranger = await ownerWithGroup(ctx());
    const notMember = await client.put(path, { ownerUserId: stranger.owner.id });
    expect(notMember.status).toBe(400);
    expect(notMember.body.errors[0]?.details).toEqual({
      ownerUserId: [MoneyAccountMessage.OwnerNotMember],
    });
  });

  it('gives a bank identifier to one account, and keeps a holder who left on a resent edit', async () => {
    const home = await ownerWithGroup(ctx());
    const client = home.ownerClient;
    const base = `/groups/${home.group.id}/money-accounts`;
    const iban = 'DE89370400440532013000';
    const first = await openAccount(home, { name: 'Giro', bankIdentifier: iban });
    // The same IBAN written another way is the same account to an import: refused by name.
    const twin = await client.post(base, {
      name: 'Giro again',
      currency: Currency.PLN,
      bankIdentifier: 'de89 3704 0044 0532 0130 00',
    });
    expect(twin.status).toBe(409);
    expect(twin.body.errors[0]?.details).toEqual({
      bankIdentifier: [MoneyAccountMessage.IdentifierTaken],
    });
    const second = await openAccount(home, { name: 'Savings' });
    const moved = await client.put(`${base}/${second.id}`, { bankIdentifier: iban });
    expect(moved.status).toBe(409);
    // Its own identifier sent again is no conflict.
    expect((await client.put(`${base}/${first.id}`, { bankIdentifier: iban })).status).toBe(200);

    const partner = await memberOf(ctx(), home);
    const card = await openAccount(home, { name: 'Card', ownerUserId: partner.user.id });
    const left = await client.put('/groups/unassign-users', {
      groupId: home.group.id,
      userIds: [partner.user.id],
    });
    expect(left.status).toBe(200);
    const renamed = await client.put(`${base}/${card.id}`, {
      name: 'Old card',
      ownerUserId: partner.user.id,
    });
    expect(renamed.status, JSON.stringify(renamed.body.errors)).toBe(200);
  });

  it('lets Viewers read accounts but not change them, and hides them from outsiders', async () => {
    const home = await ownerWithGroup(ctx());
    const viewer = await memberOf(ctx(), home, MemberRole.Viewer);
    const outsider = await ownerWithGroup(ctx());
    const [main] = await accountsOf(home.ownerClient, home.group.id);
    expect((await accountsOf(viewer.client, home.group.id)).map((a) => a.id)).toEqual([main?.id]);
    const base = `/groups/${home.group.id}/money-accounts`;
    const body = { name: 'Cash', currency: Currency.PLN };
    expect((await viewer.client.post(base, body)).status).toBe(403);
    expect((await viewer.client.put(`${base}/${main?.id}`, { name: 'X' })).status).toBe(403);
    expect((await outsider.ownerClient.get(base)).status).toBe(404);
    // An account of another group is unknown in this one.
    const [theirs] = await accountsOf(outsider.ownerClient, outsider.group.id);
    const foreign = await home.ownerClient.put(`${base}/${theirs?.id}`, { name: 'Mine' });
    expect(foreign.status).toBe(404);
    const moved = await home.ownerClient.post(
      '/transactions',
      shopExpense(home.group.id, 1, { moneyAccountId: theirs?.id }),
    );
    expect(moved.status).toBe(400);
  });
});
