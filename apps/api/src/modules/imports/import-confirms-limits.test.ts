import {
  Currency,
  MoneyAccountKind,
  TransactionType,
  importFileRequestSchema,
  type ImportBatch,
  type Transaction,
} from '@budget/contract';
import { expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/each-database.ts';
import { memberOf, ownerWithGroup, type GroupFixture } from '../../test/groups.ts';
import { openAccount } from '../../test/money-accounts.ts';
import { foundMeanwhile } from './import-checks.ts';
import { readCheckedFile } from './import-reading.ts';

const csv = (groupId: string, lines: string[]) => ({
  groupId,
  fileName: 'statement.csv',
  content: ['Data;Kontrahent;Kwota', ...lines].join('\n'),
  currency: Currency.PLN,
});

/**
 * What a bank file's rows confirm (write-path/import-confirmations.ts) and what the comparison
 * under the lock keeps (import-checks.ts, `foundMeanwhile`), at their edges.
 */
describeEachDatabase('an import confirming typed transactions, at its edges', (ctx) => {
  const typed = async (home: GroupFixture, name: string, date: string, amount: number) => {
    const created = await home.ownerClient.post<Transaction>('/transactions', {
      ...{ groupId: home.group.id, name, date, amount, currency: Currency.PLN },
      transactionType: TransactionType.Expense,
    });
    expect(created.status, created.text).toBe(201);
    return created.body.data;
  };
  const stateOf = async (home: GroupFixture, id: string) =>
    (await home.ownerClient.get<Transaction>(`/transactions/${id}`)).body.data;
  const doctor = (home: GroupFixture) => ctx().app.writes.checkGroup(home.group.id, false);

  it('keeps a twin row new under the lock when its typed transaction stands for the other', async () => {
    const home = await ownerWithGroup(ctx());
    await typed(home, 'Kawa', '2026-12-03', 9);
    const input = csv(home.group.id, ['03.12.2026;Kawiarnia;-9,00', '03.12.2026;Kawiarnia;-9,00']);
    const file = await readCheckedFile(ctx().app.db, importFileRequestSchema.parse(input));
    const [first, second] = file.rows;
    expect([first?.duplicate, second?.duplicate]).toEqual([true, false]);
    // As if the group had changed since the check: the whole file is compared again.
    const fresh = new Map([[second as (typeof file.rows)[number], ['second row']]]);
    const found = await foundMeanwhile(home.group.id, -1, file, fresh)(ctx().app.db);
    expect([...found]).toEqual([]);
  });

  it('confirms neither a payment between members nor a side in another account', async () => {
    const home = await ownerWithGroup(ctx());
    const partner = await memberOf(ctx(), home);
    const savings = await openAccount(home, { name: 'Savings', kind: MoneyAccountKind.Savings });
    const paid = await partner.client.post<{ id: string }>(`/groups/${home.group.id}/settlements`, {
      fromUserId: partner.user.id,
      toUserId: home.owner.id,
      amount: 120,
      currency: Currency.PLN,
      date: '2026-11-03',
    });
    expect(paid.status, paid.text).toBe(201);
    const [main] = (
      await home.ownerClient.get<{ id: string }[]>(`/groups/${home.group.id}/money-accounts`)
    ).body.data;
    const moved = await home.ownerClient.post<Transaction>(`/groups/${home.group.id}/transfers`, {
      fromMoneyAccountId: main?.id,
      toMoneyAccountId: savings.id,
      amount: 250,
      date: '2026-11-05',
    });
    expect(moved.status, moved.text).toBe(201);
    // The file of the main account: +120 and +250 look typed, but neither is the main account's.
    const imported = await home.ownerClient.post<ImportBatch>(
      '/imports',
      csv(home.group.id, [
        '03.11.2026;Przelew;120,00',
        '05.11.2026;Przelew;250,00',
        '06.11.2026;Sklep;-5,00',
      ]),
    );
    expect(imported.status, imported.text).toBe(201);
    expect(imported.body.data.clearedCount).toBe(0);
    expect((await stateOf(home, moved.body.data.id)).cleared).toBe(false);
    expect(await doctor(home)).toEqual([]);
  });

  it('leaves cleared on an undo what a later import confirmed again', async () => {
    const home = await ownerWithGroup(ctx());
    const bread = await typed(home, 'Chleb', '2026-10-01', 6);
    const first = await home.ownerClient.post<ImportBatch>(
      '/imports',
      csv(home.group.id, ['01.10.2026;Piekarnia;-6,00', '02.10.2026;Lody;-4,00']),
    );
    expect(first.body.data.clearedCount).toBe(1);
    const account = bread.moneyAccountId;
    const uncleared = await home.ownerClient.put(
      `/groups/${home.group.id}/money-accounts/${account}/cleared`,
      { transactionIds: [bread.id], cleared: false },
    );
    expect(uncleared.status, uncleared.text).toBe(200);
    const second = await home.ownerClient.post<ImportBatch>(
      '/imports',
      csv(home.group.id, ['01.10.2026;Piekarnia;-6,00', '03.10.2026;Kiosk;-3,00']),
    );
    expect(second.body.data.clearedCount).toBe(1);
    expect((await home.ownerClient.delete(`/imports/${first.body.data.id}`)).status).toBe(200);
    expect((await stateOf(home, bread.id)).cleared).toBe(true);
    expect(await doctor(home)).toEqual([]);
  });
});
