import {
  Currency,
  TransactionType,
  type Category,
  type ImportCommitResult,
  type ImportPreview,
  type MoneyAccount,
  type Transaction,
} from '@budget/contract';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../../test/each-database.ts';
import { ownerWithGroup, type GroupFixture } from '../../../test/groups.ts';

const sample = (name: string) =>
  readFileSync(new URL(`../samples/${name}`, import.meta.url), 'utf8');

async function openAccount(home: GroupFixture, name: string, currency: number) {
  const created = await home.ownerClient.post<MoneyAccount>(
    `/groups/${home.group.id}/money-accounts`,
    { name, currency },
  );
  expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
  return created.body.data;
}

async function transactionsOf(home: GroupFixture) {
  const listed = await home.ownerClient.get<{ transactions: Transaction[] }>('/transactions', {
    query: { groupIds: home.group.id, pageSize: '100' },
  });
  return listed.body.data.transactions;
}

/** Signed totals per category name ('' for none) of the group's income and expenses. */
function totals(rows: Transaction[]) {
  const sums: Record<string, number> = {};
  for (const row of rows.filter((t) => t.toMoneyAccountId === null)) {
    const key = row.categories.map((category) => category.name).join('+');
    sums[key] = Math.round(((sums[key] ?? 0) + row.amount) * 100) / 100;
  }
  return sums;
}

/** Each tagged row's tag names by its name (a second row of a name with a space after it). */
function tagsOf(rows: Transaction[]) {
  const tagged: Record<string, string[]> = {};
  for (const row of [...rows].sort((a, b) => b.date.localeCompare(a.date))) {
    if (row.tags.length === 0) continue;
    const key = row.name in tagged ? `${row.name} ` : row.name;
    tagged[key] = row.tags.map((tag) => tag.name).sort();
  }
  return tagged;
}

async function categoryNames(home: GroupFixture) {
  const listed = await home.ownerClient.get<Category[]>('/categories', {
    query: { groupId: home.group.id },
  });
  return listed.body.data.map((category) => category.name).sort();
}

describeEachDatabase("moving in from other apps' exports", (ctx) => {
  async function importFile(home: GroupFixture, name: string, currency?: number) {
    const file = { groupId: home.group.id, fileName: name, content: sample(name), currency };
    const preview = await home.ownerClient.post<ImportPreview>('/imports/preview', file);
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    const committed = await home.ownerClient.post<ImportCommitResult>('/imports', file);
    expect(committed.status, JSON.stringify(committed.body.errors)).toBe(201);
    return { preview: preview.body.data, batch: committed.body.data };
  }

  it('imports a YNAB register: categories created, the transfer between its accounts one transfer', async () => {
    const home = await ownerWithGroup(ctx());
    const checking = await openAccount(home, 'Checking', Currency.USD);
    const savings = await openAccount(home, 'savings', Currency.USD);
    const { preview, batch } = await importFile(home, 'ynab-register.csv', Currency.USD);
    expect(preview.format).toBe('ynab');
    expect(preview.csv).toBeNull();
    expect(preview.counts).toMatchObject({ rows: 6, importable: 6, errors: 0 });
    expect(batch.importedCount).toBe(6);
    const rows = await transactionsOf(home);
    expect(totals(rows)).toEqual({ Groceries: -75.25, Fuel: -60, Rent: -1200, '': 3000 });
    const transfers = rows.filter((t) => t.toMoneyAccountId !== null);
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({
      moneyAccountId: checking.id,
      toMoneyAccountId: savings.id,
      amount: -500,
      transactionType: TransactionType.Transfer,
    });
    expect(rows.every((t) => t.moneyAccountId === checking.id)).toBe(true);
    // YNAB's flag as a tag.
    expect(tagsOf(rows)).toEqual({ Shell: ['flag: Red'], Lidl: ['flag: Blue'] });
    expect(await categoryNames(home)).toEqual(
      expect.arrayContaining(['Fuel', 'Groceries', 'Rent']),
    );
    // The same file again: every row is present.
    const again = await home.ownerClient.post<ImportPreview>('/imports/preview', {
      groupId: home.group.id,
      fileName: 'ynab-register.csv',
      content: sample('ynab-register.csv'),
      currency: Currency.USD,
    });
    expect(again.body.data.counts).toMatchObject({ duplicates: 6, importable: 0 });
    const undone = await home.ownerClient.delete(`/imports/${batch.id}`);
    expect(undone.status, JSON.stringify(undone.body.errors)).toBe(200);
    expect(await transactionsOf(home)).toHaveLength(0);
  });

  it('imports a Firefly III export into the accounts of its names; a transfer to an account the group lacks stays a row', async () => {
    const home = await ownerWithGroup(ctx());
    // The group's first account has the name of Firefly's account.
    const accounts = await home.ownerClient.get<MoneyAccount[]>(
      `/groups/${home.group.id}/money-accounts`,
    );
    const main = accounts.body.data[0] as MoneyAccount;
    expect(main.name).toBe('Main account');
    const { preview, batch } = await importFile(home, 'firefly-export.csv');
    expect(preview.format).toBe('firefly');
    expect(preview.counts).toMatchObject({ rows: 7, importable: 6, errors: 1 });
    expect(preview.warnings).toEqual([{ code: 'transfersAsRows', missing: [], count: 1 }]);
    expect(batch.importedCount).toBe(6);
    const rows = await transactionsOf(home);
    expect(rows.every((t) => t.moneyAccountId === main.id)).toBe(true);
    expect(tagsOf(rows)).toEqual({ Aldi: ['food'], 'Aldi ': ['food', 'weekly'] });
    expect(totals(rows)).toEqual({
      Groceries: -35.95,
      Subscriptions: -9.99,
      Salary: 2500,
      '': -300.55,
    });
    expect(await categoryNames(home)).toEqual(
      expect.arrayContaining(['Groceries', 'Salary', 'Subscriptions']),
    );
  });

  it('imports an Actual export, matching its categories to the group’s in any case', async () => {
    const home = await ownerWithGroup(ctx());
    await openAccount(home, 'Checking', Currency.USD);
    await openAccount(home, 'Savings', Currency.USD);
    const made = await home.ownerClient.post<Category>('/categories', {
      groupId: home.group.id,
      name: 'groceries',
    });
    expect(made.status, JSON.stringify(made.body.errors)).toBe(201);
    const { preview, batch } = await importFile(home, 'actual-export.csv', Currency.USD);
    expect(preview.format).toBe('actual');
    // Eight rows, of which the two sides of a transfer are one entry.
    expect(batch.importedCount).toBe(7);
    const rows = await transactionsOf(home);
    expect(totals(rows)).toEqual({
      groceries: -115.6,
      Income: 1500,
      Utilities: -60.25,
      Household: -20.25,
      Gifts: -15,
    });
    expect(rows.filter((t) => t.toMoneyAccountId !== null)).toHaveLength(1);
  });
});
