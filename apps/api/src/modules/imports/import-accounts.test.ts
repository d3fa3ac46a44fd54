import {
  Currency,
  MoneyAccountMessage,
  type ImportPreview,
  type MoneyAccount,
  type Transaction,
} from '@budget/contract';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup, type GroupFixture } from '../../test/groups.ts';

const sample = (name: string) =>
  readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

async function openAccount(home: GroupFixture, name: string, extra: Record<string, unknown> = {}) {
  const created = await home.ownerClient.post<MoneyAccount>(
    `/groups/${home.group.id}/money-accounts`,
    { name, currency: Currency.PLN, ...extra },
  );
  expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
  return created.body.data;
}

const accountsOf = async (home: GroupFixture) =>
  (await home.ownerClient.get<MoneyAccount[]>(`/groups/${home.group.id}/money-accounts`)).body.data;

async function namesIn(home: GroupFixture, moneyAccountId: string) {
  const listed = await home.ownerClient.get<{ transactions: Transaction[] }>('/transactions', {
    query: { groupIds: home.group.id, moneyAccountIds: moneyAccountId },
  });
  return listed.body.data.transactions.map((t) => t.name).sort();
}

describeEachDatabase("the import's accounts", (ctx) => {
  const file = (home: GroupFixture, name: string, extra: Record<string, unknown> = {}) => ({
    groupId: home.group.id,
    fileName: name,
    content: sample(name),
    ...extra,
  });

  it('lists each account of a file with its closing balance and the account that has its identifier', async () => {
    const home = await ownerWithGroup(ctx());
    const card = await openAccount(home, 'Card', {
      currency: Currency.USD,
      bankIdentifier: '4111 1111 1111 1111',
    });
    const preview = await home.ownerClient.post<ImportPreview>(
      '/imports/preview',
      file(home, 'multi-account.ofx'),
    );
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    expect(preview.body.data.statements).toEqual([
      {
        identifier: '1234567890',
        currency: Currency.PLN,
        closingBalance: 1000,
        closingDate: '2026-03-15',
        rows: 3,
        moneyAccountId: null,
      },
      {
        identifier: '9999',
        currency: Currency.EUR,
        closingBalance: null,
        closingDate: null,
        rows: 1,
        moneyAccountId: null,
      },
      {
        identifier: '4111111111111111',
        currency: Currency.USD,
        closingBalance: -250,
        closingDate: '2026-03-15',
        rows: 1,
        moneyAccountId: card.id,
      },
    ]);
    const csv = await home.ownerClient.post<ImportPreview>(
      '/imports/preview',
      file(home, 'us-bank.csv', { currency: Currency.USD }),
    );
    expect(csv.body.data.statements).toEqual([]);
  });

  it("puts rows in their statement's account and remembers the identifiers chosen", async () => {
    const home = await ownerWithGroup(ctx());
    const [main] = await accountsOf(home);
    const current = await openAccount(home, 'Current');
    const savings = await openAccount(home, 'Savings', { currency: Currency.EUR });
    const card = await openAccount(home, 'Card', {
      currency: Currency.USD,
      bankIdentifier: '4111111111111111',
    });
    const committed = await home.ownerClient.post(
      '/imports',
      file(home, 'multi-account.ofx', {
        accounts: [
          { identifier: '1234567890', moneyAccountId: current.id },
          { identifier: '9999', moneyAccountId: savings.id },
        ],
      }),
    );
    expect(committed.status, JSON.stringify(committed.body.errors)).toBe(201);
    expect(await namesIn(home, current.id)).toEqual(['ACME Sp. z o.o.', 'Biedronka Warszawa']);
    expect(await namesIn(home, savings.id)).toEqual(['Interest & fees']);
    expect(await namesIn(home, card.id)).toEqual(['STREAMING SERVICE']);
    expect(await namesIn(home, main?.id as string)).toEqual([]);
    const identifiers = new Map((await accountsOf(home)).map((a) => [a.id, a.bankIdentifier]));
    expect(identifiers.get(current.id)).toBe('1234567890');
    expect(identifiers.get(savings.id)).toBe('9999');
    expect(identifiers.get(main?.id as string)).toBeNull();
    // The next file of those accounts finds them.
    const again = await home.ownerClient.post<ImportPreview>(
      '/imports/preview',
      file(home, 'multi-account.ofx'),
    );
    expect(again.body.data.statements.map((s) => s.moneyAccountId)).toEqual([
      current.id,
      savings.id,
      card.id,
    ]);
  });

  it("remembers the account a one-account file went to, and keeps an account's identifier", async () => {
    const home = await ownerWithGroup(ctx());
    const pounds = await openAccount(home, 'Pounds', { currency: Currency.GBP });
    const other = await openAccount(home, 'Other', { bankIdentifier: 'ACC-1' });
    const committed = await home.ownerClient.post(
      '/imports',
      file(home, 'statement-v2.ofx', { moneyAccountId: pounds.id }),
    );
    expect(committed.status, JSON.stringify(committed.body.errors)).toBe(201);
    const after = new Map((await accountsOf(home)).map((a) => [a.id, a.bankIdentifier]));
    expect(after.get(pounds.id)).toBe('GB29NWBK60161331926819');
    const camt = await home.ownerClient.post(
      '/imports',
      file(home, 'statement.camt053.xml', { moneyAccountId: other.id }),
    );
    expect(camt.status, JSON.stringify(camt.body.errors)).toBe(201);
    const kept = new Map((await accountsOf(home)).map((a) => [a.id, a.bankIdentifier]));
    expect(kept.get(other.id)).toBe('ACC-1');
    expect(await namesIn(home, other.id)).toHaveLength(4);
  });

  it('refuses a map naming an account the file lacks or an account not open in the group', async () => {
    const home = await ownerWithGroup(ctx());
    const stranger = await home.ownerClient.post(
      '/imports',
      file(home, 'statement-v2.ofx', {
        accounts: [{ identifier: 'PL00', moneyAccountId: 'x' }],
      }),
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body.errors[0]?.details?.['accounts.0.identifier']).toEqual([
      MoneyAccountMessage.IdentifierNotInFile,
    ]);
    const polish = await home.ownerClient.post(
      '/imports',
      file(home, 'statement-v2.ofx', {
        accounts: [{ identifier: 'PL00', moneyAccountId: 'x' }],
      }),
      { headers: { 'accept-language': 'pl' } },
    );
    expect(polish.body.errors[0]?.details?.['accounts.0.identifier']).toEqual([
      'Plik nie zawiera konta o tym identyfikatorze',
    ]);
    const closed = await home.ownerClient.post(
      '/imports',
      file(home, 'statement-v2.ofx', {
        accounts: [{ identifier: 'GB29NWBK60161331926819', moneyAccountId: 'nope' }],
      }),
    );
    expect(closed.status).toBe(400);
    expect(closed.body.errors[0]?.details?.['accounts.0.moneyAccountId']).toEqual([
      MoneyAccountMessage.NotOpenAccount,
    ]);
    // One identifier mapped twice: refused by name, not the last answer taken silently.
    const twice = await home.ownerClient.post(
      '/imports',
      file(home, 'statement-v2.ofx', {
        accounts: [
          { identifier: 'GB29NWBK60161331926819', moneyAccountId: 'a' },
          { identifier: 'gb29 nwbk 6016 1331 9268 19', moneyAccountId: 'b' },
        ],
      }),
    );
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0]?.details?.['accounts.1.identifier']).toEqual([
      'An account identifier may go to one account only',
    ]);
  });
});
