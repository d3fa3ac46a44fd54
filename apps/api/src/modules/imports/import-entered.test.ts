import { Currency, MoneyAccountKind, TransactionType, type ImportPreview } from '@budget/contract';
import { readFileSync } from 'node:fs';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { ownerWithGroup } from '../../test/groups.ts';
import type { TestClient } from '../../test/test-app.ts';

/** A bank's statement of the days a household typed its shopping in (import-checks.ts). */
describeEachDatabase('a bank file over transactions typed by hand', (ctx) => {
  let client: TestClient;
  let groupId: string;
  const csv = (content: string, extra: Record<string, unknown> = {}) => ({
    groupId,
    fileName: 'statement.csv',
    content,
    currency: Currency.PLN,
    ...extra,
  });
  const typed = async (name: string, date: string, amount: number) => {
    const created = await client.post('/transactions', {
      ...{ groupId, name, date, amount, currency: Currency.PLN, categoryIds: [] },
      transactionType: TransactionType.Expense,
    });
    expect(created.status, JSON.stringify(created.body.errors)).toBe(201);
  };

  beforeAll(async () => {
    const fixture = await ownerWithGroup(ctx(), 'Typed first');
    client = fixture.ownerClient;
    groupId = fixture.group.id;
    await typed('Apteka Gemini', '2026-11-30', 34.99);
    await typed('Kawa', '2026-11-20', 12.5);
  });

  it('takes a row of the same amount a few days from a typed one as already there', async () => {
    const file = [
      'Data;Kontrahent;Kwota',
      // Booked two days after it was typed, named as the bank names the shop.
      '02.12.2026;APTEKA GEMINI SP Z O O;-34,99',
      // The same amount again: one typed transaction stands for one row only.
      '02.12.2026;APTEKA GEMINI SP Z O O;-34,99',
      // A coffee of the same price, but more than three days from the typed one.
      '25.11.2026;Kawiarnia;-12,50',
    ].join('\n');
    const preview = await client.post<ImportPreview>('/imports/preview', csv(file));
    expect(preview.status, JSON.stringify(preview.body.errors)).toBe(200);
    const rows = preview.body.data.rows.map(({ duplicate, enteredAs }) => ({
      duplicate,
      enteredAs,
    }));
    expect(rows).toEqual([
      { duplicate: true, enteredAs: { name: 'Apteka Gemini', date: '2026-11-30' } },
      { duplicate: false, enteredAs: null },
      { duplicate: false, enteredAs: null },
    ]);
    expect(preview.body.data.counts).toEqual({
      rows: 3,
      importable: 2,
      duplicates: 1,
      errors: 0,
      pending: 0,
      confirming: 1,
    });

    // Imported as previewed: the typed one is not written twice unless ticked.
    const mapping = preview.body.data.csv?.mapping;
    const imported = await client.post('/imports', csv(file, { csv: mapping }));
    expect(imported.status, JSON.stringify(imported.body.errors)).toBe(201);
    const again = await client.post<ImportPreview>('/imports/preview', csv(file));
    // Once imported, each row is known by the one written from it (not as typed by hand).
    expect(again.body.data.rows.map((row) => [row.duplicate, row.enteredAs])).toEqual([
      [true, null],
      [true, null],
      [true, null],
    ]);
  });

  it("matches a file's rows only to what was typed into the account the file is of", async () => {
    const base = `/groups/${groupId}/money-accounts`;
    const open = async (name: string, bankIdentifier: string | null = null) =>
      (
        await client.post<{ id: string }>(base, {
          name,
          currency: Currency.GBP,
          bankIdentifier,
        })
      ).body.data.id;
    const giro = await open('Giro', 'GB29NWBK60161331926819');
    const savings = await open('Savings GBP');
    // Typed before the file came: 7.00 moved from the Giro to savings, 12.50 spent from savings.
    await client.post(`/groups/${groupId}/transfers`, {
      name: 'To savings',
      date: '2026-04-03',
      fromMoneyAccountId: giro,
      toMoneyAccountId: savings,
      amount: 7,
    });
    await client.post('/transactions', {
      ...{ groupId, name: 'Cash', date: '2026-04-02', amount: 12.5, currency: Currency.GBP },
      transactionType: TransactionType.Expense,
      moneyAccountId: savings,
    });
    const ofx = readFileSync(new URL('./samples/statement-v2.ofx', import.meta.url), 'utf8');
    const preview = await client.post<ImportPreview>('/imports/preview', {
      groupId,
      fileName: 'giro.ofx',
      content: ofx,
    });
    // The Giro's file: its -7.00 is the transfer's side that left it; its -12.50 is not the
    // savings account's spending.
    expect(preview.body.data.rows.map((row) => [row.name, row.enteredAs?.name ?? null])).toEqual([
      ['Corner & Co', null],
      ['Tube', 'To savings'],
    ]);
  });

  it("takes the card's repayment, typed as a transfer into the card, as already there", async () => {
    const base = `/groups/${groupId}/money-accounts`;
    const [current] = (await client.get<{ id: string }[]>(base)).body.data;
    const card = await client.post<{ id: string }>(base, {
      name: 'Visa',
      kind: MoneyAccountKind.CreditCard,
      currency: Currency.PLN,
    });
    const repaid = await client.post(`/groups/${groupId}/transfers`, {
      name: 'Card repayment',
      date: '2026-12-01',
      fromMoneyAccountId: current?.id,
      toMoneyAccountId: card.body.data.id,
      amount: 500,
    });
    expect(repaid.status, JSON.stringify(repaid.body.errors)).toBe(201);
    // Each bank's file lists its side: the current account's payment, the card's repayment.
    const sides = ['03.12.2026;PRZELEW NA KARTE;-500,00', '02.12.2026;SPLATA KARTY;500,00'];
    for (const side of sides) {
      const file = ['Data;Kontrahent;Kwota', side].join('\n');
      const preview = await client.post<ImportPreview>('/imports/preview', csv(file));
      expect(preview.body.data.rows[0]?.enteredAs, side).toEqual({
        name: 'Card repayment',
        date: '2026-12-01',
      });
    }
  });
});
