import {
  Currency,
  TransactionType,
  type Transaction,
  type TransactionPage,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

async function add(client: TestClient, groupId: string, name: string, description?: string) {
  const response = await client.post<Transaction>('/transactions', {
    transactionType: TransactionType.Expense,
    name,
    description,
    groupId,
    date: '2026-03-14',
    amount: 9.99,
    currency: Currency.PLN,
  });
  expect(response.status, JSON.stringify(response.body.errors)).toBe(201);
  return response.body.data;
}

async function found(client: TestClient, filter: string): Promise<string[]> {
  const page = await client.get<TransactionPage>('/transactions', { query: { filter } });
  expect(page.status).toBe(200);
  return page.body.data.transactions.map((t) => t.name).sort();
}

describeEachDatabase('text search in every language', (ctx) => {
  it('finds Polish, German and French names whatever the case and accents', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Home');
    await add(client, group.id, 'Żabka');
    await add(client, group.id, 'ÖBB Ticket', 'Wien → Salzburg');
    await add(client, group.id, 'Boulangerie', 'Crème brûlée');
    await add(client, group.id, 'Łódź parking');
    await add(client, group.id, 'Groceries');

    for (const query of ['Żabka', 'żabka', 'ŻABKA', 'zabka', 'abk']) {
      expect(await found(client, query), query).toEqual(['Żabka']);
    }
    // German without umlauts on the keyboard: 'oe' for 'ö'.
    for (const query of ['ÖBB', 'öbb', 'obb', 'OEBB', 'oebb', 'salzburg']) {
      expect(await found(client, query), query).toEqual(['ÖBB Ticket']);
    }
    expect(await found(client, 'creme brulee')).toEqual(['Boulangerie']);
    expect(await found(client, 'CRÈME')).toEqual(['Boulangerie']);
    expect(await found(client, 'lodz')).toEqual(['Łódź parking']);
    // A decomposed spelling (as some keyboards send it) is the same text.
    expect(await found(client, 'Z\u0307abka')).toEqual(['Żabka']);
    expect(await found(client, 'zz')).toEqual([]);
  });

  it('reads any dash as a hyphen and any quote as a straight one', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Dashes');
    await add(client, group.id, 'ÖBB Wien–Salzburg');
    await add(client, group.id, 'McDonald’s');
    await add(client, group.id, 'Wien Westbahnhof');
    expect(await found(client, 'wien-salzburg')).toEqual(['ÖBB Wien–Salzburg']);
    expect(await found(client, 'Wien—Salzburg')).toEqual(['ÖBB Wien–Salzburg']);
    expect(await found(client, "mcdonald's")).toEqual(['McDonald’s']);
  });

  it('finds every word of a search in any order, in the name or the description', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Words');
    await add(client, group.id, 'Café Müller');
    await add(client, group.id, 'Biedronka', 'zakupy tygodniowe');
    await add(client, group.id, 'Müller', 'Drogerie');
    await add(client, group.id, 'Note 1234');
    expect(await found(client, 'muller cafe')).toEqual(['Café Müller']);
    expect(await found(client, 'cafe  MÜLLER')).toEqual(['Café Müller']);
    expect(await found(client, 'zakupy biedronka')).toEqual(['Biedronka']);
    expect(await found(client, 'muller')).toEqual(['Café Müller', 'Müller']);
    expect(await found(client, 'mueller')).toEqual(['Café Müller', 'Müller']);
    expect(await found(client, 'Mueller drogerie')).toEqual(['Müller']);
    // A word of one or two letters is found too, in any row the longer ones find.
    expect(await found(client, 'note 1')).toEqual(['Note 1234']);
    expect(await found(client, '1234 note')).toEqual(['Note 1234']);
    expect(await found(client, 'muller tea')).toEqual([]);
    expect(await found(client, 'a b')).toEqual(['Biedronka']);
  });

  it('finds a transaction by its new name after an edit, and not by its old one', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Flat');
    const made = await add(client, group.id, 'Kawa');
    const updated = await client.put('/transactions', {
      transactionId: made.id,
      transactionType: TransactionType.Expense,
      name: 'Café Größe',
      groupId: group.id,
      date: made.date,
      amount: 9.99,
      currency: Currency.PLN,
    });
    expect(updated.status).toBe(200);
    expect(await found(client, 'cafe grosse')).toEqual(['Café Größe']);
    expect(await found(client, 'kawa')).toEqual([]);
  });

  it('stores names without invisible characters, so a look-alike is the same name', async () => {
    const { ownerClient: client, group } = await ownerWithGroup(ctx(), 'Desk');
    const made = await add(client, group.id, 'Rent\u200B', '\uFEFFMay');
    expect(made.name).toBe('Rent');
    expect(made.description).toBe('May');
    const first = await client.post('/categories', { name: 'Rent', groupId: group.id });
    expect(first.status).toBe(201);
    const twin = await client.post('/categories', { name: 'rent\u200B', groupId: group.id });
    expect(twin.status).toBe(409);
    expect(twin.body.errors[0]?.message).toBe(
      'A category named "rent" already exists in this group',
    );
  });
});
